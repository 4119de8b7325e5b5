import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogOutIcon, SettingsIcon, UserIcon } from 'lucide-react';
import { expect, fn, screen } from 'storybook/test';

import { Button } from './button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuTrigger,
} from './dropdown-menu';

const onSignOut = fn();

const meta = {
  title: 'Components/DropdownMenu',
  component: DropdownMenu,
  args: { defaultOpen: true, modal: false },
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Solutions</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-56" align="start">
        <DropdownMenuLabel>My account</DropdownMenuLabel>
        <DropdownMenuGroup>
          <DropdownMenuItem>
            <UserIcon /> Profile
          </DropdownMenuItem>
          <DropdownMenuItem disabled>
            <SettingsIcon /> Settings <DropdownMenuShortcut>⌘S</DropdownMenuShortcut>
          </DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onSignOut}>
          <LogOutIcon /> Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    await expect(await screen.findByRole('menu')).toBeVisible();
    await expect(screen.getByRole('menuitem', { name: /Settings/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Selecting: Story = {
  args: { defaultOpen: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Solutions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Sign out/ }));
    await expect(onSignOut).toHaveBeenCalled();
  },
};

export const CheckboxAndRadioItems: Story = {
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">View</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-56" align="start">
        <DropdownMenuLabel>Columns</DropdownMenuLabel>
        <DropdownMenuCheckboxItem checked>Email</DropdownMenuCheckboxItem>
        <DropdownMenuCheckboxItem checked={false}>Plan</DropdownMenuCheckboxItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>Voice</DropdownMenuLabel>
        <DropdownMenuRadioGroup value="male">
          <DropdownMenuRadioItem value="male">Male</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="female">Female</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  play: async () => {
    await expect(await screen.findByRole('menuitemcheckbox', { name: 'Email' })).toBeChecked();
    await expect(screen.getByRole('menuitemradio', { name: 'Male' })).toBeChecked();
  },
};
