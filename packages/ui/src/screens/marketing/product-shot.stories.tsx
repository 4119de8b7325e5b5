import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';

import { UserButton } from '../auth/user-button';
import { BotDetailScreen } from '../bots/bot-detail-screen';
import { answeredConversation, fullMeeting } from '../bots/meeting-fixtures';
import { DashboardShell } from '../shell/dashboard-shell';
import { PRODUCT_SHOT } from './product-shot';

/**
 * The landing page's picture of the product: the meeting page as a signed-in user sees it in a
 * browser window, scrolled to its notes, transcript and an Ask AI answer with its sources.
 * `npm run product-shots --workspace=@convene/ui` turns these screenshots into the landing
 * page's images (scripts/product-shots.ts).
 */
function ProductShot() {
  return (
    // The story's viewport is as wide as the shot; this is its height.
    <div
      data-slot="product-shot"
      className="overflow-hidden"
      style={{ height: PRODUCT_SHOT.height }}
    >
      <DashboardShell
        sidebarOpen={false}
        onSidebarOpenChange={fn()}
        currentPath="/bots"
        credits={12.5}
        onSignOut={fn()}
        plan="pro"
        hasActiveOrganisation={false}
        organisationRole={null}
        userButton={<UserButton name="Asha Rao" email="asha@example.com" onSignOut={fn()} />}
      >
        <BotDetailScreen
          details={fullMeeting}
          messages={answeredConversation}
          thinking={false}
          onAsk={fn()}
          onExport={fn()}
        />
      </DashboardShell>
    </div>
  );
}

const meta = {
  title: 'Screens/Product Shot',
  component: ProductShot,
  parameters: { layout: 'fullscreen' },
  // The charts' chunk first, as in the bot detail screen's stories.
  loaders: [() => import('../bots/meeting-statistics-charts')],
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(canvasElement.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0),
      { timeout: 10_000 },
    );
    const window = canvasElement.querySelector<HTMLElement>('[data-slot="product-shot"]');
    const notes = within(canvasElement).getByRole('region', { name: 'Meeting Notes' });
    if (!window) throw new Error('No product shot window');
    // Below the sticky top bar (4rem) with a little room above the section.
    window.scrollTop =
      notes.getBoundingClientRect().top - window.getBoundingClientRect().top - 64 - 24;
    await expect(within(canvasElement).getByRole('region', { name: 'Ask AI' })).toHaveTextContent(
      'capped at the current level',
    );
  },
} satisfies Meta<typeof ProductShot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};

export const Dark: Story = { globals: { theme: 'dark' } };
