/**
 * The mail port: verification, password-reset and invitation e-mails. The embedded adapter keeps
 * them in an outbox table (read by `GET /api/mail/outbox` and tests); SMTP sends them.
 */

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The one link the message is about (verification, invitation). */
  url: string;
}

export interface OutboxMessage extends MailMessage {
  id: string;
  createdAt: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** The messages kept for an address, newest first; null when mail really leaves the server. */
  outbox(to: string): Promise<OutboxMessage[] | null>;
}
