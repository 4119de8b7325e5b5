import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { EmailVerificationNotice } from '../auth/email-verification-notice';
import { OrganisationSwitcher } from '../auth/organisation-switcher';
import { UserButton } from '../auth/user-button';
import { DashboardScreen } from '../dashboard/dashboard-screen';
import { DashboardShell } from './dashboard-shell';

const dashboard = (
  <DashboardScreen
    userName="Asha Rao"
    loading={false}
    agents={[]}
    totalAgents={0}
    bots={[]}
    totalBots={0}
  />
);

const meta = {
  title: 'Screens/Dashboard Shell',
  component: DashboardShell,
  args: {
    sidebarOpen: false,
    onSidebarOpenChange: fn(),
    onSignOut: fn(),
    currentPath: '/dashboard',
    credits: 12.5,
    plan: 'free',
    hasActiveOrganisation: false,
    organisationRole: null,
    userButton: <UserButton name="Asha Rao" email="asha@example.com" onSignOut={fn()} />,
    children: dashboard,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DashboardShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SidebarClosed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Toggle sidebar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', 'dashboard-sidebar');
    await userEvent.click(toggle);
    await expect(args.onSidebarOpenChange).toHaveBeenCalledWith(true);
  },
};

export const SidebarOpen: Story = {
  args: { sidebarOpen: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Toggle sidebar', hidden: true }),
    ).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('complementary', { name: 'Sidebar' })).toBeVisible();
  },
};

export const TeamsAdminWithOrganisationSwitcher: Story = {
  args: {
    plan: 'teams',
    hasActiveOrganisation: true,
    organisationRole: 'org:admin',
    credits: 0,
    organisationSwitcher: (
      <OrganisationSwitcher
        organisations={[{ id: 'org_1', name: 'Acme Robotics' }]}
        activeOrganisationId="org_1"
        onSelect={fn()}
        onCreate={fn()}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Switch organization, current: Acme Robotics' }),
    ).toBeVisible();
  },
};

/** The account notice and the page share the shell's one width: their edges line up. */
export const WithEmailVerificationNotice: Story = {
  args: {
    children: (
      <div className="space-y-6">
        <EmailVerificationNotice email="asha@example.com" onResend={fn()} />
        {dashboard}
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const notice = canvasElement.querySelector('[data-slot="email-verification-notice"]');
    const page = canvasElement.querySelector('[data-slot="dashboard"]');
    const [noticeBox, pageBox] = [notice, page].map((element) => element?.getBoundingClientRect());
    await expect(noticeBox?.left).toBe(pageBox?.left);
    await expect(noticeBox?.width).toBe(pageBox?.width);
  },
};
