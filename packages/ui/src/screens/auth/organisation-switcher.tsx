import { ChevronsUpDownIcon, PlusIcon } from 'lucide-react';

import { NameAvatar } from '../../components/avatar';
import { Button } from '../../components/button';
import {
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
} from '../../components/dropdown-menu';
import { HeaderMenu, type MenuControl } from './header-menu';

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
} & MenuControl) {
  const active = organisations.find((organisation) => organisation.id === activeOrganisationId);
  return (
    <HeaderMenu
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="outline" className="max-w-56 min-w-0 shrink">
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
      }
    >
      <DropdownMenuLabel className="text-muted-foreground text-xs">Organizations</DropdownMenuLabel>
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
    </HeaderMenu>
  );
}

export { OrganisationSwitcher };
