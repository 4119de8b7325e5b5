import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
  type RefObject,
} from 'react';
import { AudioLinesIcon, ChevronDownIcon, MenuIcon, XIcon } from 'lucide-react';

import { Link } from '../../lib/navigation';
import { cn } from '../../lib/utils';
import { Button } from '../../components/button';

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

/** Open state a story can control; uncontrolled when `open` is omitted. */
function useOpenState(
  open: boolean | undefined,
  onOpenChange: ((open: boolean) => void) | undefined,
): [boolean, (open: boolean) => void] {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  return [open ?? uncontrolledOpen, setOpen];
}

/**
 * A disclosure (button + panel of links), the pattern site navigation asks for, closes on Escape
 * (focus back on its button), on a click outside and when focus leaves it. Plain React, so public
 * pages do not download a menu library for one link.
 */
function useDismiss(
  open: boolean,
  close: () => void,
  container: RefObject<HTMLDivElement | null>,
  button: RefObject<HTMLButtonElement | null>,
): void {
  const dismiss = useEffectEvent(close);
  useEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) =>
      !(target instanceof Node && container.current?.contains(target));
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) dismiss();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dismiss();
      button.current?.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event.target)) dismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, container, button]);
}

const panelLinkClass =
  'hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring block rounded-md px-3 py-2 text-sm outline-none focus-visible:ring-[3px]';

function SolutionsMenu({
  open,
  onOpenChange,
}: {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [isOpen, setOpen] = useOpenState(open, onOpenChange);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useDismiss(isOpen, () => setOpen(false), container, button);
  const panelId = useId();
  return (
    <div ref={container} className="relative">
      <Button
        ref={button}
        variant="ghost"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen(!isOpen)}
      >
        Solutions
        <ChevronDownIcon aria-hidden="true" />
      </Button>
      <div
        id={panelId}
        hidden={!isOpen}
        className="bg-popover text-popover-foreground absolute top-full left-0 z-40 mt-1 min-w-48 rounded-md border p-1 shadow-md"
      >
        <ul>
          {SOLUTIONS.map((solution) => (
            <li key={solution.href}>
              <Link href={solution.href} className={panelLinkClass} onClick={() => setOpen(false)}>
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
  const [isOpen, setOpen] = useOpenState(open, onOpenChange);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  useDismiss(isOpen, close, container, button);
  const panelId = useId();
  return (
    <div ref={container} className="sm:hidden">
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        aria-label="Menu"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen(!isOpen)}
      >
        {isOpen ? <XIcon aria-hidden="true" /> : <MenuIcon aria-hidden="true" />}
      </Button>
      <nav
        id={panelId}
        aria-label="Menu"
        hidden={!isOpen}
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
