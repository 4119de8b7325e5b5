import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExternalLinkIcon, PlusIcon } from 'lucide-react';
import { expect, fn } from 'storybook/test';

import { Button, ButtonLink } from './button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Create AI Agent', onClick: fn() },
  argTypes: {
    variant: {
      control: 'select',
      options: ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link'],
    },
    size: { control: 'select', options: ['default', 'sm', 'lg', 'icon'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create AI Agent' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Destructive: Story = { args: { variant: 'destructive', children: 'Delete' } };
export const Outline: Story = { args: { variant: 'outline', children: 'View' } };
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Read more' } };
export const Link: Story = { args: { variant: 'link', children: 'View all' } };
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };

export const Icon: Story = {
  args: { size: 'icon', 'aria-label': 'New AI Agent', children: <PlusIcon /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'New AI Agent' })).toBeVisible();
  },
};

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <PlusIcon /> New AI Agent
      </>
    ),
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Creating Agent...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Creating Agent...' })).toBeDisabled();
  },
};

export const AsChild: Story = {
  args: { asChild: true, children: <a href="/agents/create">New AI Agent</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'New AI Agent' });
    await expect(link).toHaveAttribute('data-slot', 'button');
    await expect(link).toHaveAttribute('href', '/agents/create');
  },
};

/** ButtonLink: a page to go to, in the look of a button, with or without an icon before the label. */
export const AsLink: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-3">
      <ButtonLink href="/agents/create" icon={<PlusIcon aria-hidden />}>
        New AI Agent
      </ButtonLink>
      <ButtonLink href="/billing" variant="outline" size="sm">
        Buy credits
      </ButtonLink>
      <ButtonLink
        external
        href="https://example.com/test-agent"
        variant="outline"
        icon={<ExternalLinkIcon aria-hidden />}
      >
        Test Agent
      </ButtonLink>
    </div>
  ),
  play: async ({ canvas }) => {
    const create = canvas.getByRole('link', { name: 'New AI Agent' });
    await expect(create).toHaveAttribute('data-slot', 'button');
    await expect(create).toHaveAttribute('href', '/agents/create');
    await expect(create.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('link', { name: 'Buy credits' })).toHaveAttribute(
      'data-size',
      'sm',
    );
    const test = canvas.getByRole('link', { name: 'Test Agent' });
    await expect(test).toHaveAttribute('target', '_blank');
    await expect(test).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
  },
};

const variants = ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link'] as const;
const sizes = ['sm', 'default', 'lg'] as const;

export const Matrix: Story = {
  render: () => (
    <div className="grid grid-cols-[auto_repeat(3,auto)_auto] items-center gap-3">
      {variants.map((variant) => (
        <div key={variant} className="contents">
          <span className="text-sm text-muted-foreground">{variant}</span>
          {sizes.map((size) => (
            <Button key={size} variant={variant} size={size}>
              {size}
            </Button>
          ))}
          <Button variant={variant} disabled>
            disabled
          </Button>
        </div>
      ))}
    </div>
  ),
};

export const MatrixDark: Story = { ...Matrix, globals: { theme: 'dark' } };
