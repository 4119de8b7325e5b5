import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlusIcon } from 'lucide-react';
import { expect } from 'storybook/test';

import { Button } from '../components/button';
import { CardFooter } from '../components/card';
import { Skeleton } from '../components/skeleton';
import { SectionCard, SectionStates } from './section-card';

const ITEMS = ['chat', 'crm', 'tickets'];

function Items({ status, items }: { status: 'loading' | 'error' | 'ready'; items: string[] }) {
  return (
    <SectionStates
      status={status}
      loadingLabel="Loading tool keys..."
      placeholder={
        <div className="divide-y rounded-md border">
          {[0, 1].map((row) => (
            <div key={row} className="flex items-center gap-3 px-3 py-3">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="ml-auto h-8 w-20" />
            </div>
          ))}
        </div>
      }
      error="Failed to load tool keys."
      empty={
        items.length === 0
          ? {
              title: 'No tool keys yet',
              description: 'Save a key for each tool whose API your workflows call.',
            }
          : undefined
      }
    >
      <ul aria-label="Saved tool keys" className="divide-y rounded-md border">
        {items.map((item) => (
          <li key={item} className="px-3 py-2.5 font-mono text-sm">
            {item}
          </li>
        ))}
      </ul>
    </SectionStates>
  );
}

const meta = {
  title: 'Patterns/SectionCard',
  component: SectionCard,
  args: {
    title: 'Tool keys',
    description: 'Secrets your workflows send to the tools they call.',
    children: <Items status="ready" items={ITEMS} />,
  },
} satisfies Meta<typeof SectionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } } as const;
const dark = { theme: 'dark' } as const;

export const Ready: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Tool keys' });
    await expect(region).toHaveTextContent('Secrets your workflows send');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Header actions sit at the right of the title. */
export const WithActions: Story = {
  args: {
    actions: (
      <Button size="sm" variant="outline">
        <PlusIcon aria-hidden />
        Add key
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add key' })).toBeVisible();
  },
};

export const WithActionsPhone: Story = { ...WithActions, globals: phone };

export const Loading: Story = {
  args: { children: <Items status="loading" items={[]} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading tool keys...');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Empty: Story = {
  args: { children: <Items status="ready" items={[]} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No tool keys yet')).toBeVisible();
  },
};

export const Error: Story = {
  args: { children: <Items status="error" items={[]} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load tool keys.');
  },
};

/** Dense screens: less space under the header, narrower padding on phones. */
export const CompactPhone: Story = { args: { density: 'compact' }, globals: phone };

/** A group of a long form's fields rather than a region of the page. */
export const FieldGroup: Story = {
  args: {
    role: 'group',
    layout: 'stack',
    title: 'Details',
    description: undefined,
    children: (
      <>
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-16 w-full" />
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Details' })).toBeVisible();
  },
};

export const ErrorDark: Story = { ...Error, globals: dark };

export const EmptyDark: Story = { ...Empty, globals: dark };

/**
 * A large figure with the lines that explain it. The content fills the card's height, so cards
 * side by side keep their footers on one line.
 */
export const Figure: Story = {
  args: {
    title: 'Credit Balance',
    description: 'Each credit = 1 hour of usage',
    layout: 'figure',
    children: (
      <>
        <p className="text-4xl font-bold tracking-tight tabular-nums">12 credits</p>
        <p className="text-sm text-muted-foreground">₹379 per credit on the Pro plan</p>
        <p className="text-sm text-muted-foreground">Renews on 1 July 2026</p>
      </>
    ),
    footer: (
      <CardFooter className="border-t">
        <Button size="sm">Buy credits</Button>
      </CardFooter>
    ),
  },
  render: (args) => (
    <div className="grid grid-cols-2 gap-6">
      <SectionCard {...args} />
      <SectionCard {...args} title="Workflow Executions" description="1 credit = 500 actions">
        <p className="text-4xl font-bold tracking-tight tabular-nums">40 actions</p>
      </SectionCard>
    </div>
  ),
  play: async ({ canvas }) => {
    const tops = canvas
      .getAllByRole('button', { name: 'Buy credits' })
      .map((button) => button.getBoundingClientRect().top);
    await expect(tops).toHaveLength(2);
    await expect(new Set(tops).size).toBe(1);
  },
};
