import type { ComponentProps, ReactNode } from 'react';
import { AudioLinesIcon, ChevronDownIcon } from 'lucide-react';

import { Link } from '../lib/navigation';
import { cn } from '../lib/utils';
import { Button } from './button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './dropdown-menu';

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

function Navbar({
  userButton,
  solutionsOpen,
  onSolutionsOpenChange,
  className,
  ...props
}: ComponentProps<'header'> & {
  /** The signed-in user's menu; without it the visitor is signed out and sees Login and Register. */
  userButton?: ReactNode;
  /** Controls the Solutions menu (stories render it open); uncontrolled when omitted. */
  solutionsOpen?: boolean;
  onSolutionsOpenChange?: (open: boolean) => void;
}) {
  return (
    <header
      data-slot="navbar"
      className={cn('bg-background/95 sticky top-0 z-30 border-b backdrop-blur', className)}
      {...props}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="flex items-center gap-1">
          <DropdownMenu modal={false} open={solutionsOpen} onOpenChange={onSolutionsOpenChange}>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost">
                Solutions
                <ChevronDownIcon aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start">
              <DropdownMenuItem asChild>
                <Link href="/solutions/ai-scrum-manager">AI Scrum Manager</Link>
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
          <Button asChild variant="ghost">
            <Link href="/pricing">Pricing</Link>
          </Button>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {userButton ?? (
            <>
              <Button asChild variant="ghost">
                <Link href="/login">Login</Link>
              </Button>
              <Button asChild>
                <Link href="/register">Register</Link>
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}

export { Navbar, Logo };
