import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Badge } from './badge';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from './table';

const invitations = [
  { email: 'priya@acme.test', organization: 'Acme', role: 'Admin', status: 'PENDING' },
  { email: 'arjun@acme.test', organization: 'Acme', role: 'Member', status: 'ACCEPTED' },
  { email: 'lena@globex.test', organization: 'Globex', role: 'Member', status: 'PENDING' },
];

const meta = {
  title: 'Components/Table',
  component: Table,
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <Table>
      <TableCaption>Your organisation invitations</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Email</TableHead>
          <TableHead>Organization</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Status</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {invitations.map((invitation) => (
          <TableRow key={invitation.email}>
            <TableCell>{invitation.email}</TableCell>
            <TableCell>{invitation.organization}</TableCell>
            <TableCell>{invitation.role}</TableCell>
            <TableCell>
              <Badge variant={invitation.status === 'PENDING' ? 'outline' : 'success'}>
                {invitation.status}
              </Badge>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell colSpan={3}>Pending</TableCell>
          <TableCell>2</TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(5);
  },
};

export const SelectedRow: Story = {
  render: () => (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Email</TableHead>
          <TableHead>Role</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {invitations.map((invitation, index) => (
          <TableRow key={invitation.email} data-state={index === 1 ? 'selected' : undefined}>
            <TableCell>{invitation.email}</TableCell>
            <TableCell>{invitation.role}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  ),
};
