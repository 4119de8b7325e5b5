import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { ItemList } from './item-list';
import { BusyButton } from './submit-area';

interface Webhook {
  id: string;
  url: string;
  added: string;
}

const webhooks: Webhook[] = [
  { id: 'wh_1', url: 'https://hooks.example.com/meetings', added: 'Added 5 Nov 2026' },
  { id: 'wh_2', url: 'https://crm.example.org/api/v2/notes', added: 'Added 18 Nov 2026' },
  {
    id: 'wh_3',
    url: 'https://a-very-long-subdomain.internal-tools.example.net/webhooks/convene/meeting-notes',
    added: 'Added 21 Nov 2026',
  },
];

/** A list whose second row's Remove is in flight. */
function Webhooks({ busyId, onRemove }: { busyId: string | null; onRemove: (id: string) => void }) {
  return (
    <ItemList label="Webhooks" items={webhooks} itemKey={(webhook) => webhook.id} rowSlot="webhook">
      {(webhook) => (
        <>
          <div className="min-w-0 flex-1 space-y-1">
            <p className="text-sm font-medium break-all">{webhook.url}</p>
            <p className="text-xs text-muted-foreground">{webhook.added}</p>
          </div>
          <BusyButton
            variant="outline"
            size="sm"
            busy={busyId === webhook.id}
            aria-label={`Remove ${webhook.url}`}
            onClick={() => onRemove(webhook.id)}
          >
            Remove
          </BusyButton>
        </>
      )}
    </ItemList>
  );
}

const meta = {
  title: 'Patterns/ItemList',
  component: Webhooks,
  args: { busyId: null, onRemove: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Webhooks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A named list, a row an item, each with its own action. */
export const Rows: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Webhooks' });
    await expect(list.querySelectorAll('[data-slot="webhook"]')).toHaveLength(3);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove https://crm.example.org/api/v2/notes' }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith('wh_2');
  },
};

/** One row's action is in flight: that button alone waits, with a spinner. */
export const RowBusy: Story = {
  args: { busyId: 'wh_2' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Remove https://crm.example.org/api/v2/notes' }),
    ).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: 'Remove https://hooks.example.com/meetings' }),
    ).toBeEnabled();
  },
};

export const RowBusyPhone: Story = {
  ...RowBusy,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const RowBusyDark: Story = { ...RowBusy, globals: { theme: 'dark' } };
