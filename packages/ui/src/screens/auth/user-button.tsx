import { LogOutIcon } from 'lucide-react';

import { NameAvatar } from '../../components/avatar';
import { Button } from '../../components/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/dropdown-menu';

function UserButton({
  name,
  email,
  onSignOut,
  open,
  onOpenChange,
}: {
  name: string;
  email: string;
  onSignOut: () => void;
  /** Controls the menu (stories render it open); uncontrolled when omitted. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  return (
    <DropdownMenu modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="rounded-full"
          aria-label={`Account menu for ${name || email}`}
        >
          <NameAvatar name={name || email} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="flex items-center gap-3">
          <NameAvatar name={name || email} />
          <span className="grid min-w-0">
            <span className="truncate">{name}</span>
            <span className="text-muted-foreground truncate text-xs font-normal">{email}</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOutIcon aria-hidden="true" />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export { UserButton };
