import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
  type RefObject,
} from 'react';
import { AudioLinesIcon, ChevronDownIcon, MenuIcon, XIcon } from 'lucide-react';

import { Link } from '../lib/navigation';
import { cn } from '../lib/utils';
import { Button } from './button';

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

/**
 * A disclosure (button + panel of links), the pattern site navigation asks for: it closes on
 * Escape (focus back on its button), on a click outside and when focus leaves it. Plain React,
 * so public pages do not download a menu library for one link.
 */
function useDisclosure(
  open: boolean | undefined,
  onOpenChange: ((open: boolean) => void) | undefined,
): {
  open: boolean;
  setOpen: (open: boolean) => void;
  containerRef: RefObject<HTMLDivElement | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
} {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const isOpen = open ?? uncontrolledOpen;
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const setOpenRef = useRef<(next: boolean) => void>(() => undefined);
  setOpenRef.current = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  useEffect(() => {
    if (!isOpen) return;
    const close = () => setOpenRef.current(false);
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      buttonRef.current?.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [isOpen]);

  return { open: isOpen, setOpen: (next) => setOpenRef.current(next), containerRef, buttonRef };
}

const panelLinkClass =
  'hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring/50 block rounded-md px-3 py-2 text-sm outline-none focus-visible:ring-[3px]';

function SolutionsMenu({
  open,
  onOpenChange,
}: {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const disclosure = useDisclosure(open, onOpenChange);
  const panelId = useId();
  return (
    <div ref={disclosure.containerRef} className="relative">
      <Button
        ref={disclosure.buttonRef}
        variant="ghost"
        aria-expanded={disclosure.open}
        aria-controls={panelId}
        onClick={() => disclosure.setOpen(!disclosure.open)}
      >
        Solutions
        <ChevronDownIcon aria-hidden="true" />
      </Button>
      <div
        id={panelId}
        hidden={!disclosure.open}
        className="bg-popover text-popover-foreground absolute top-full left-0 z-40 mt-1 min-w-48 rounded-md border p-1 shadow-md"
      >
        <ul>
          {SOLUTIONS.map((solution) => (
            <li key={solution.href}>
              <Link
                href={solution.href}
                className={panelLinkClass}
                onClick={() => disclosure.setOpen(false)}
              >
                {solution.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Below the small breakpoint the navigation folds into one menu: Solutions, Pricing, Login, Register. */
function PhoneMenu({
  signedIn,
  open,
  onOpenChange,
}: {
  signedIn: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const disclosure = useDisclosure(open, onOpenChange);
  const panelId = useId();
  const close = () => disclosure.setOpen(false);
  return (
    <div ref={disclosure.containerRef} className="sm:hidden">
      <Button
        ref={disclosure.buttonRef}
        variant="ghost"
        size="icon"
        aria-label="Menu"
        aria-expanded={disclosure.open}
        aria-controls={panelId}
        onClick={() => disclosure.setOpen(!disclosure.open)}
      >
        {disclosure.open ? <XIcon aria-hidden="true" /> : <MenuIcon aria-hidden="true" />}
      </Button>
      <nav
        id={panelId}
        aria-label="Menu"
        hidden={!disclosure.open}
        className="bg-background absolute inset-x-0 top-full z-40 border-b px-4 pt-2 pb-4 shadow-md"
      >
        <p className="text-muted-foreground px-3 pt-2 pb-1 text-xs font-medium uppercase">
          Solutions
        </p>
        <ul>
          {SOLUTIONS.map((solution) => (
            <li key={solution.href}>
              <Link href={solution.href} className={panelLinkClass} onClick={close}>
                {solution.label}
              </Link>
            </li>
          ))}
          <li className="mt-2 border-t pt-2">
            <Link href="/pricing" className={panelLinkClass} onClick={close}>
              Pricing
            </Link>
          </li>
        </ul>
        {signedIn ? null : (
          <div className="mt-3 grid grid-cols-2 gap-2">
            <Button asChild variant="outline">
              <Link href="/login" onClick={close}>
                Login
              </Link>
            </Button>
            <Button asChild>
              <Link href="/register" onClick={close}>
                Register
              </Link>
            </Button>
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
  /** The signed-in user's menu; without it the visitor is signed out and sees Login and Register. */
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
          <Button asChild variant="ghost">
            <Link href="/pricing">Pricing</Link>
          </Button>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {userButton ?? (
            <div className="hidden items-center gap-2 sm:flex">
              <Button asChild variant="ghost">
                <Link href="/login">Login</Link>
              </Button>
              <Button asChild>
                <Link href="/register">Register</Link>
              </Button>
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
