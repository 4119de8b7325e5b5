import { ChevronsUpDownIcon, PlusIcon } from 'lucide-react';

import { NameAvatar } from '../../components/avatar';
import { Button } from '../../components/button';
import { DropdownMenuSeparator } from '../../components/dropdown-menu';
import { HeaderMenu, MenuAction, MenuChoices, type MenuControl } from './header-menu';

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
      <MenuChoices
        label="Organizations"
        value={activeOrganisationId ?? ''}
        onValueChange={onSelect}
        choices={organisations.map(({ id, name }) => ({ value: id, label: name }))}
      />
      <DropdownMenuSeparator />
      <MenuAction Icon={PlusIcon} onSelect={onCreate}>
        Create organization
      </MenuAction>
    </HeaderMenu>
  );
}

export { OrganisationSwitcher };
