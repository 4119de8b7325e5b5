import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Avatar, AvatarFallback, AvatarImage, NameAvatar } from './avatar';

// An inline picture, so the story never depends on the network.
const portrait = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#0f766e"/><circle cx="16" cy="12" r="6" fill="#ccfbf1"/><rect x="6" y="21" width="20" height="11" rx="5" fill="#ccfbf1"/></svg>',
)}`;

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {
  render: () => (
    <Avatar>
      <AvatarImage src={portrait} alt="Priya Sharma" />
      <AvatarFallback>PS</AvatarFallback>
    </Avatar>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Priya Sharma' })).toBeVisible();
  },
};

export const Fallback: Story = {
  render: () => (
    <Avatar>
      <AvatarFallback>PS</AvatarFallback>
    </Avatar>
  ),
};

export const Name: Story = {
  render: () => (
    <div className="flex items-center gap-2">
      <NameAvatar name="Priya Sharma" />
      <span className="text-sm">Priya Sharma</span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const avatar = canvasElement.querySelector('[data-slot="name-avatar"]');
    await expect(avatar).toHaveTextContent('P');
  },
};

export const BlankName: Story = {
  render: () => <NameAvatar name="  " />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="name-avatar"]')).toHaveTextContent('?');
  },
};

const participants = [
  'Priya Sharma',
  'Arjun Mehta',
  'Lena Fischer',
  'Kwame Mensah',
  'Sofia Rossi',
  'Hiro Tanaka',
  'Zara Ahmed',
  'Diego Alvarez',
  'émile Laurent',
  'Olu Adeyemi',
  'Mia Chen',
  'Noah Smith',
];

export const Matrix: Story = {
  render: () => (
    <ul className="grid grid-cols-4 gap-3">
      {participants.map((name) => (
        <li key={name} className="flex items-center gap-2 text-sm">
          <NameAvatar name={name} />
          {name}
        </li>
      ))}
      <li className="flex items-center gap-2 text-sm">
        <NameAvatar name="Priya Sharma" className="size-10" />
        Same name, same colour
      </li>
    </ul>
  ),
};
