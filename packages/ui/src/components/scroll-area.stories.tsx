import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { ScrollArea, ScrollBar } from './scroll-area';

const lines = Array.from(
  { length: 30 },
  (_, index) =>
    `${String(9 + Math.floor(index / 6)).padStart(2, '0')}:${String((index % 6) * 10).padStart(2, '0')} Priya: update ${index + 1} on the sprint board.`,
);

const meta = {
  title: 'Components/ScrollArea',
  component: ScrollArea,
} satisfies Meta<typeof ScrollArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {
  render: () => (
    <ScrollArea className="h-[300px] max-w-md rounded-md border">
      <ul className="p-4 text-sm">
        {lines.map((line) => (
          <li key={line} className="py-1">
            {line}
          </li>
        ))}
      </ul>
    </ScrollArea>
  ),
  play: async ({ canvasElement }) => {
    const area = canvasElement.querySelector<HTMLElement>('[data-slot="scroll-area"]');
    const viewport = canvasElement.querySelector<HTMLElement>('[data-slot="scroll-area-viewport"]');
    await expect(area?.getBoundingClientRect().height).toBe(300);
    await expect(viewport?.scrollHeight).toBeGreaterThan(viewport?.clientHeight ?? 0);
  },
};

export const Horizontal: Story = {
  render: () => (
    <ScrollArea className="max-w-md rounded-md border whitespace-nowrap">
      <div className="flex w-max gap-4 p-4">
        {['Google Meet', 'Zoom', 'Teams', 'Google Meet', 'Zoom', 'Teams', 'Google Meet'].map(
          (platform, index) => (
            <div key={index} className="w-32 shrink-0 rounded-md border p-3 text-sm">
              {platform}
            </div>
          ),
        )}
      </div>
      <ScrollBar orientation="horizontal" />
    </ScrollArea>
  ),
};
