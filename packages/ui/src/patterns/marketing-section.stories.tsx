import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookOpenIcon, BotIcon, PlugZapIcon, VideoIcon } from 'lucide-react';
import { expect } from 'storybook/test';

import { Button } from '../components/button';
import { Link } from '../lib/navigation';
import {
  CallToActionButton,
  CallToActionPanel,
  DEMO_VIDEO_URL,
  FeatureGrid,
  MarketingHero,
  MarketingSection,
  type Feature,
} from './marketing-section';

const features: Feature[] = [
  {
    title: 'Smart Knowledge Base',
    description: 'Your agent answers from your own documents during the meeting.',
    icon: BookOpenIcon,
  },
  {
    title: 'Tool Integration',
    description: 'Agents create tickets, update documents and send e-mails.',
    icon: PlugZapIcon,
  },
  {
    title: 'AI Meeting Delegates',
    description: 'Voice agents that speak and follow up on your behalf.',
    icon: BotIcon,
  },
  {
    title: 'Intelligent Meeting Joiners',
    description: 'Bots join Google Meet, Zoom or Teams and record the transcript.',
    icon: VideoIcon,
  },
];

/** The parts in the order a marketing page uses them. */
function MarketingPage({ linked, tinted }: { linked: boolean; tinted: boolean }) {
  return (
    <div>
      <MarketingHero
        eyebrow="Solutions"
        title="AI Scrum Manager"
        lead="An AI voice agent that runs your standups and creates tickets."
        action={
          <Button asChild size="lg">
            <Link href="/login">Try It Free</Link>
          </Button>
        }
      />
      <MarketingSection
        id="features"
        title="Everything your meetings need"
        description="Four things every agent can do."
        tinted={tinted}
      >
        <FeatureGrid features={features} columns={4} href={linked ? '/dashboard' : undefined} />
      </MarketingSection>
      <CallToActionPanel id="cta" title="Ready to delegate your next meeting?">
        <CallToActionButton href="/register">Start Free</CallToActionButton>
      </CallToActionPanel>
    </div>
  );
}

const meta = {
  title: 'Patterns/MarketingSection',
  component: MarketingPage,
  parameters: { layout: 'fullscreen' },
  args: { linked: true, tinted: true },
} satisfies Meta<typeof MarketingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LinkedFeatures: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'AI Scrum Manager' })).toBeVisible();
    await expect(
      canvas.getByRole('region', { name: 'Everything your meetings need' }),
    ).toBeVisible();
    for (const feature of features) {
      await expect(canvas.getByRole('link', { name: feature.title })).toHaveAttribute(
        'href',
        '/dashboard',
      );
    }
    await expect(canvas.getByRole('link', { name: 'Watch Demo' })).toHaveAttribute(
      'href',
      DEMO_VIDEO_URL,
    );
    await expect(canvas.getByRole('link', { name: 'Start Free' })).toHaveAttribute(
      'href',
      '/register',
    );
  },
};

export const PlainFeatures: Story = {
  args: { linked: false, tinted: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Tool Integration' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Tool Integration' })).toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
