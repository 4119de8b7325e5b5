import type { ComponentProps, ReactNode } from 'react';
import { AudioLinesIcon, ChevronDownIcon, MenuIcon, XIcon } from 'lucide-react';

import { Link } from '../../lib/navigation';
import { cn } from '../../lib/utils';
import { Button, ButtonLink } from '../../components/button';
import { useDisclosure } from './disclosure';

function Logo({ href = '/', className }: { href?: string; className?: string }) {
  return (
    <Link
      href={href}
      data-slot="logo"
      className={cn('inline-flex items-center gap-2 text-lg font-bold tracking-tight', className)}
    >
      <span className="bg-primary text-primary-foreground flex size-8 items-center justify-center rounded-lg">
        <AudioLinesIcon aria-hidden="true" className="size-5" />
      </span>
      Convene
    </Link>
  );
}

const SOLUTIONS = [{ href: '/solutions/ai-scrum-manager', label: 'AI Scrum Manager' }] as const;

const panelLinkClass =
  'hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring block rounded-md px-3 py-2 text-sm outline-none focus-visible:ring-[3px]';

/** The solution pages as items of a menu panel; choosing one closes the panel. */
function SolutionItems({ onNavigate }: { onNavigate: () => void }) {
  return (
    <>
      {SOLUTIONS.map((solution) => (
        <li key={solution.href}>
          <Link href={solution.href} className={panelLinkClass} onClick={onNavigate}>
            {solution.label}
          </Link>
        </li>
      ))}
    </>
  );
}

function SolutionsMenu({
  open,
  onOpenChange,
}: {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const { close, container, button, panel } = useDisclosure(open, onOpenChange);
  return (
    <div ref={container} className="relative">
      <Button variant="ghost" {...button}>
        Solutions
        <ChevronDownIcon aria-hidden="true" />
      </Button>
      <div
        {...panel}
        className="bg-popover text-popover-foreground absolute top-full left-0 z-40 mt-1 min-w-48 rounded-md border p-1 shadow-md"
      >
        <ul>
          <SolutionItems onNavigate={close} />
        </ul>
      </div>
    </div>
  );
}

/**
 * Below the small breakpoint the navigation folds into one menu: Solutions, Pricing, then Login and
 * Register (signed out) or the way back to the dashboard (signed in).
 */
function PhoneMenu({
  signedIn,
  open,
  onOpenChange,
}: {
  signedIn: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const { isOpen, close, container, button, panel } = useDisclosure(open, onOpenChange);
  return (
    <div ref={container} className="sm:hidden">
      <Button variant="ghost" size="icon" aria-label="Menu" {...button}>
        {isOpen ? <XIcon aria-hidden="true" /> : <MenuIcon aria-hidden="true" />}
      </Button>
      <nav
        {...panel}
        aria-label="Menu"
        className="bg-background absolute inset-x-0 top-full z-40 border-b px-4 pt-2 pb-4 shadow-md"
      >
        <p className="text-muted-foreground px-3 pt-2 pb-1 text-xs font-medium uppercase">
          Solutions
        </p>
        <ul>
          <SolutionItems onNavigate={close} />
          <li className="mt-2 border-t pt-2">
            <Link href="/pricing" className={panelLinkClass} onClick={close}>
              Pricing
            </Link>
          </li>
        </ul>
        {signedIn ? (
          <ButtonLink href="/dashboard" onClick={close} className="mt-3 w-full">
            Dashboard
          </ButtonLink>
        ) : (
          <div className="mt-3 grid grid-cols-2 gap-2">
            <ButtonLink href="/login" onClick={close} variant="outline">
              Login
            </ButtonLink>
            <ButtonLink href="/register" onClick={close}>
              Register
            </ButtonLink>
          </div>
        )}
      </nav>
    </div>
  );
}

function Navbar({
  userButton,
  solutionsOpen,
  onSolutionsOpenChange,
  menuOpen,
  onMenuOpenChange,
  className,
  ...props
}: ComponentProps<'header'> & {
  /**
   * The signed-in user's menu, shown with a link back to the dashboard; without it the visitor is
   * signed out and sees Login and Register.
   */
  userButton?: ReactNode;
  /** Controls the Solutions menu (stories render it open); uncontrolled when omitted. */
  solutionsOpen?: boolean;
  onSolutionsOpenChange?: (open: boolean) => void;
  /** Controls the phone menu (stories render it open); uncontrolled when omitted. */
  menuOpen?: boolean;
  onMenuOpenChange?: (open: boolean) => void;
}) {
  return (
    <header
      data-slot="navbar"
      className={cn('bg-background/95 sticky top-0 z-30 border-b backdrop-blur', className)}
      {...props}
    >
      <div className="relative mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 sm:flex">
          <SolutionsMenu open={solutionsOpen} onOpenChange={onSolutionsOpenChange} />
          <ButtonLink href="/pricing" variant="ghost">
            Pricing
          </ButtonLink>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {userButton ? (
            <>
              <ButtonLink href="/dashboard" variant="ghost" className="hidden sm:inline-flex">
                Dashboard
              </ButtonLink>
              {userButton}
            </>
          ) : (
            <div className="hidden items-center gap-2 sm:flex">
              <ButtonLink href="/login" variant="ghost">
                Login
              </ButtonLink>
              <ButtonLink href="/register">Register</ButtonLink>
            </div>
          )}
          <PhoneMenu
            signedIn={userButton !== undefined}
            open={menuOpen}
            onOpenChange={onMenuOpenChange}
          />
        </div>
      </div>
    </header>
  );
}

export { Navbar, Logo };
