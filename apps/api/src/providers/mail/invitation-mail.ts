/** The invitation e-mail, one text for invitations sent through Better Auth and through the API. */
import type { MailMessage } from './port.js';

export function invitationMail(invitation: {
  id: string;
  email: string;
  role: string;
  organisationName: string;
  inviterName: string;
  linkOrigin: string;
}): MailMessage {
  const url = `${invitation.linkOrigin}/organizations?invitationId=${encodeURIComponent(invitation.id)}`;
  return {
    to: invitation.email,
    subject: `You are invited to join ${invitation.organisationName} on Convene`,
    text: `${invitation.inviterName} invited you to join ${invitation.organisationName} on Convene as ${invitation.role.replace(/^org:/, '')}.\n\nSee the invitation:\n${url}\n`,
    url,
  };
}
