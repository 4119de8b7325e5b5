import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlusIcon } from 'lucide-react';
import { expect, waitFor } from 'storybook/test';

import { Button } from './button';
import { EmptyState } from './empty-state';
import type { IllustrationName } from './illustration';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    title: 'No AI agents found',
    description:
      'Create your first AI agent to start building intelligent conversational experiences',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', { name: 'Not Found' });
    await waitFor(() => expect(image.naturalWidth).toBeGreaterThan(0));
  },
};

export const WithAction: Story = {
  args: {
    title: 'No meeting bots found',
    description: 'Create your first meeting bot to automate your meeting assistance.',
    action: (
      <Button>
        <PlusIcon /> New meeting Bot
      </Button>
    ),
  },
};

export const WithoutImage: Story = {
  args: {
    title: 'No AI Agents',
    description: 'Get started by creating your first AI agent.',
    showImage: false,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const TitleOnly: Story = {
  args: { title: 'No AI templates found', description: undefined },
};

/** Each empty state with the picture made for it, as the screens use them. */
const pictured: { picture: IllustrationName; title: string; description: string; alt: string }[] = [
  {
    picture: 'agents',
    title: 'No AI agents found',
    description:
      'Create your first AI agent to start building intelligent conversational experiences',
    alt: 'Not Found',
  },
  {
    picture: 'bots',
    title: 'No meeting bots found',
    description: 'Create your first meeting bot to automate your meeting assistance.',
    alt: 'A meeting with a free seat for a bot',
  },
  {
    picture: 'templates',
    title: 'No AI templates found',
    description: 'Templates you can start an agent from will show here.',
    alt: 'A stack of agent templates',
  },
  {
    picture: 'invitations',
    title: 'No invitations',
    description: 'Invitations to join an organisation will show here.',
    alt: 'An invitation in an envelope',
  },
  {
    picture: 'workflows',
    title: 'No workflows yet',
    description: 'Create a workflow to let your agents act for you.',
    alt: 'Three workflow steps joined together',
  },
  {
    picture: 'search',
    title: 'No matches',
    description: 'Try other words.',
    alt: 'A magnifying glass finding nothing',
  },
];

function pictureStory(index: number): Story {
  const { picture, title, description, alt } = pictured[index]!;
  return {
    args: { picture, title, description, action: <Button>Do the first thing</Button> },
    play: async ({ canvas }) => {
      await expect(canvas.getByRole('img', { name: alt })).toBeVisible();
    },
  };
}

export const PictureAgents = pictureStory(0);
export const PictureBots = pictureStory(1);
export const PictureTemplates = pictureStory(2);
export const PictureInvitations = pictureStory(3);
export const PictureWorkflows = pictureStory(4);
export const PictureSearch = pictureStory(5);

const allPictures: Story = {
  render: () => (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {pictured.map(({ picture, title, description }) => (
        <EmptyState key={picture} picture={picture} title={title} description={description} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const { alt } of pictured)
      await expect(canvas.getByRole('img', { name: alt })).toBeVisible();
  },
};

export const PicturesDark: Story = { ...allPictures, globals: { theme: 'dark' } };

export const PicturesSmallPhone: Story = {
  ...allPictures,
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
};

export const PicturesSmallPhoneDark: Story = {
  ...allPictures,
  globals: { theme: 'dark', viewport: { value: 'smallPhone', isRotated: false } },
};
