/**
 * The workflows a new user starts with: what each is for and when it runs, no actions yet. The
 * server gives them once (apps/api workflows), and the screens' stories show them as given.
 */
export interface StarterWorkflow {
  key: string;
  name: string;
  description: string;
  conditions: readonly string[];
}

export const STARTER_WORKFLOWS: readonly StarterWorkflow[] = [
  {
    key: 'create-ticket',
    name: 'Create a ticket',
    description:
      'Opens a ticket in the team tracker with a title, description, owner and priority taken from the conversation.',
    conditions: [
      'Someone asks to log a bug, task or follow-up',
      'A blocker is raised that nobody can resolve in the meeting',
    ],
  },
  {
    key: 'send-meeting-summary',
    name: 'Send the meeting summary by e-mail',
    description:
      'E-mails the participants a summary of the meeting: decisions, action items with owners, and open questions.',
    conditions: ['The meeting ends', 'Someone asks for the notes or a recap to be sent'],
  },
  {
    key: 'update-notes-document',
    name: 'Update the notes document',
    description:
      'Appends the decisions and action items to the shared notes document under a dated heading.',
    conditions: ['A decision is agreed', 'Someone asks to add something to the notes'],
  },
  {
    key: 'post-chat-message',
    name: 'Post to the team chat channel',
    description:
      'Posts a short message to the team chat channel: an announcement, a status update or a reminder.',
    conditions: [
      'Someone asks to tell the team or the channel',
      'A status update is agreed that others outside the meeting need',
    ],
  },
];
