import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Markdown } from './markdown';

const meetingNotes = `# Sprint planning

Attendees agreed on the **sprint goal**; the old estimate is ~~two weeks~~ one week.

## Action items

- [x] Create tickets for the onboarding flow
- [ ] Update the release notes
- [ ] Mail the summary to priya@acme.test

| Owner | Task | Due |
| ----- | ---- | --- |
| Priya | Onboarding tickets | Friday |
| Arjun | Release notes | Monday |

Recording: www.example.com/recordings/42 and https://meet.google.com/abc-defg-hij

> Decisions are final unless the team objects before Friday.[^1]

[^1]: Agreed by everyone present.
`;

const meta = {
  title: 'Components/Markdown',
  component: Markdown,
  args: { children: meetingNotes, className: 'max-w-2xl' },
} satisfies Meta<typeof Markdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MeetingNotes: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Done' })).toBeChecked();
    await expect(canvasElement.querySelector('del')).toHaveTextContent('two weeks');
    await expect(canvas.getByRole('link', { name: 'priya@acme.test' })).toHaveAttribute(
      'href',
      'mailto:priya@acme.test',
    );
    await expect(
      canvas.getByRole('link', { name: 'www.example.com/recordings/42' }),
    ).toHaveAttribute('href', 'http://www.example.com/recordings/42');
    await expect(canvasElement.querySelector('[data-footnotes]')).toHaveTextContent(
      'Agreed by everyone present.',
    );
  },
};

export const UnsafeLinks: Story = {
  args: {
    children:
      '[Click me](javascript:alert(1)) and [data](data:text/html;base64,PHNjcmlwdD4=) but [safe](https://convene.test) and [chat](xmpp:team@convene.test)',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.innerHTML).not.toMatch(/javascript:|data:text/);
    await expect(canvas.queryByRole('link', { name: 'Click me' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'safe' })).toHaveAttribute(
      'href',
      'https://convene.test',
    );
    await expect(canvas.getByRole('link', { name: 'chat' })).toHaveAttribute(
      'href',
      'xmpp:team@convene.test',
    );
  },
};

export const PlainText: Story = {
  args: { children: 'No meeting notes available' },
};

export const MeetingNotesDark: Story = { ...MeetingNotes, globals: { theme: 'dark' } };
