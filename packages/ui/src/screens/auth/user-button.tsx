import {
  CreditCardIcon,
  LayoutDashboardIcon,
  LogOutIcon,
  MonitorIcon,
  MoonIcon,
  SettingsIcon,
  SunIcon,
} from 'lucide-react';

import { NameAvatar } from '../../components/avatar';
import { Button } from '../../components/button';
import {
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from '../../components/dropdown-menu';
import { HeaderMenu, MenuAction, MenuChoices, type MenuControl } from './header-menu';
import { parseColourScheme, type ColourScheme } from '../../lib/colour-scheme';
import { Link } from '../../lib/navigation';

const SCHEME_CHOICES = [
  { value: 'light', label: 'Light', Icon: SunIcon },
  { value: 'dark', label: 'Dark', Icon: MoonIcon },
  { value: 'system', label: 'System', Icon: MonitorIcon },
] as const;

/** Where the account menu leads, from any page (the public navbar's too). */
const ACCOUNT_LINKS = [
  { href: '/dashboard', label: 'Dashboard', Icon: LayoutDashboardIcon },
  { href: '/billing', label: 'Billing', Icon: CreditCardIcon },
  { href: '/settings', label: 'Settings', Icon: SettingsIcon },
] as const;

function UserButton({
  name,
  email,
  onSignOut,
  colourScheme,
  onColourSchemeChange,
  open,
  onOpenChange,
}: {
  name: string;
  email: string;
  onSignOut: () => void;
  /** The light, dark or system choice; the menu offers it when both are given. */
  colourScheme?: ColourScheme;
  onColourSchemeChange?: (scheme: ColourScheme) => void;
} & MenuControl) {
  return (
    <HeaderMenu
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button
          variant="ghost"
          size="icon"
          className="rounded-full"
          aria-label={`Account menu for ${name || email}`}
        >
          <NameAvatar name={name || email} />
        </Button>
      }
    >
      <DropdownMenuLabel className="flex items-center gap-3">
        <NameAvatar name={name || email} />
        {/* Wrapped, never cut: a long address is still read whole. */}
        <span className="grid min-w-0">
          <span className="wrap-anywhere">{name}</span>
          <span className="text-muted-foreground text-xs font-normal wrap-anywhere">{email}</span>
        </span>
      </DropdownMenuLabel>
      <DropdownMenuSeparator />
      {ACCOUNT_LINKS.map(({ href, label, Icon }) => (
        <DropdownMenuItem key={href} asChild>
          <Link href={href}>
            <Icon aria-hidden="true" />
            {label}
          </Link>
        </DropdownMenuItem>
      ))}
      <DropdownMenuSeparator />
      {colourScheme && onColourSchemeChange ? (
        <>
          <MenuChoices
            label="Theme"
            value={colourScheme}
            onValueChange={(value) => onColourSchemeChange(parseColourScheme(value))}
            choices={SCHEME_CHOICES}
            keepOpen
          />
          <DropdownMenuSeparator />
        </>
      ) : null}
      <MenuAction Icon={LogOutIcon} onSelect={onSignOut}>
        Sign out
      </MenuAction>
    </HeaderMenu>
  );
}

export { UserButton };
