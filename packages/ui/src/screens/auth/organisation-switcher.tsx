import { ChevronsUpDownIcon, PlusIcon } from 'lucide-react';

import { NameAvatar } from '../../components/avatar';
import { Button } from '../../components/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/dropdown-menu';

export interface OrganisationSummary {
  id: string;
  name: string;
}

/** Lists only organisations: live teams users always act within one, so there is no personal account entry. */
function OrganisationSwitcher({
  organisations,
  activeOrganisationId,
  onSelect,
  onCreate,
  open,
  onOpenChange,
}: {
  organisations: readonly OrganisationSummary[];
  activeOrganisationId: string | null;
  onSelect: (organisationId: string) => void;
  /** Opens the create-organisation dialog. */
  onCreate: () => void;
  /** Controls the menu (stories render it open); uncontrolled when omitted. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const active = organisations.find((organisation) => organisation.id === activeOrganisationId);
  return (
    <DropdownMenu modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" className="max-w-56">
          {active ? <NameAvatar name={active.name} className="size-5 text-xs" /> : null}
          <span className="truncate">
            {active ? (
              <>
                <span className="sr-only">Switch organization, current: </span>
                {active.name}
              </>
            ) : (
              'Select organization'
            )}
          </span>
          <ChevronsUpDownIcon aria-hidden="true" className="text-muted-foreground" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="text-muted-foreground text-xs">
          Organizations
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup value={activeOrganisationId ?? ''} onValueChange={onSelect}>
          {organisations.map((organisation) => (
            <DropdownMenuRadioItem key={organisation.id} value={organisation.id}>
              <span className="truncate">{organisation.name}</span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onCreate}>
          <PlusIcon aria-hidden="true" />
          Create organization
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export { OrganisationSwitcher };
