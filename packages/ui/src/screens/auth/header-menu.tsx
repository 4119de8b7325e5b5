import type { ReactNode } from 'react';

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from '../../components/dropdown-menu';

export interface MenuControl {
  /** Controls the menu (stories render it open); uncontrolled when omitted. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A menu that opens from the top bar, aligned to its end. Not modal, so the page behind stays
 * scrollable and clickable while it is open.
 */
export function HeaderMenu({
  trigger,
  open,
  onOpenChange,
  children,
}: MenuControl & { trigger: ReactNode; children: ReactNode }) {
  return (
    <DropdownMenu modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        {children}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
