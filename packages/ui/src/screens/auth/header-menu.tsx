import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
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

/**
 * A header menu's labelled set of choices, the current one checked; the label names the group for
 * screen readers too. `keepOpen` leaves the menu open after a choice, so its effect can be seen.
 */
export function MenuChoices({
  label,
  value,
  onValueChange,
  choices,
  keepOpen = false,
}: {
  label: string;
  /** '' when none is chosen. */
  value: string;
  onValueChange: (value: string) => void;
  choices: readonly { value: string; label: string; Icon?: LucideIcon }[];
  keepOpen?: boolean;
}) {
  return (
    <>
      <DropdownMenuLabel className="text-muted-foreground text-xs">{label}</DropdownMenuLabel>
      <DropdownMenuRadioGroup aria-label={label} value={value} onValueChange={onValueChange}>
        {choices.map(({ value: choice, label: words, Icon }) => (
          <DropdownMenuRadioItem
            key={choice}
            value={choice}
            onSelect={keepOpen ? (event) => event.preventDefault() : undefined}
          >
            {Icon && <Icon aria-hidden="true" />}
            <span className="truncate">{words}</span>
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </>
  );
}

/** A header menu's item that acts (e.g. Sign out), its icon before its words. */
export function MenuAction({
  Icon,
  onSelect,
  children,
}: {
  Icon: LucideIcon;
  onSelect: () => void;
  children: string;
}) {
  return (
    <DropdownMenuItem onSelect={onSelect}>
      <Icon aria-hidden="true" />
      {children}
    </DropdownMenuItem>
  );
}
