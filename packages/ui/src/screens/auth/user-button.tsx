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
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
} from '../../components/dropdown-menu';
import { HeaderMenu, type MenuControl } from './header-menu';
import { parseColourScheme, type ColourScheme } from '../../lib/colour-scheme';
import { Link } from '../../lib/navigation';

const SCHEME_CHOICES = [
  { scheme: 'light', label: 'Light', Icon: SunIcon },
  { scheme: 'dark', label: 'Dark', Icon: MoonIcon },
  { scheme: 'system', label: 'System', Icon: MonitorIcon },
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
          <DropdownMenuLabel className="text-muted-foreground text-xs font-normal">
            Theme
          </DropdownMenuLabel>
          <DropdownMenuRadioGroup
            aria-label="Theme"
            value={colourScheme}
            onValueChange={(value) => onColourSchemeChange(parseColourScheme(value))}
          >
            {SCHEME_CHOICES.map(({ scheme, label, Icon }) => (
              // The menu stays open so the person sees the page change and can choose again.
              <DropdownMenuRadioItem
                key={scheme}
                value={scheme}
                onSelect={(event) => event.preventDefault()}
              >
                <Icon aria-hidden="true" />
                {label}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
          <DropdownMenuSeparator />
        </>
      ) : null}
      <DropdownMenuItem onSelect={onSignOut}>
        <LogOutIcon aria-hidden="true" />
        Sign out
      </DropdownMenuItem>
    </HeaderMenu>
  );
}

export { UserButton };
