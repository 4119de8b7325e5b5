/**
 * The mail port. Embedded default: an outbox table that `GET /api/mail/outbox` and tests read, so
 * sign-up verification and invitations work with no network. SMTP when `SMTP_URL` is set.
 */
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config.js';
import type { Database } from '../db/index.js';
import { mailOutbox } from '../db/schema.js';

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

function outboxMailer(db: Database): Mailer {
  return {
    async send(message) {
      await db
        .insert(mailOutbox)
        .values({ id: randomUUID(), ...message, to: message.to.toLowerCase() });
    },
    async outbox(to) {
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, to.toLowerCase()))
        .orderBy(desc(mailOutbox.createdAt));
      return rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        url: row.url,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}

function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
    async outbox() {
      return null;
    },
  };
}

export function createMailer(config: MailConfig, db: Database): Mailer {
  return config.kind === 'smtp' ? smtpMailer(config.url, config.from) : outboxMailer(db);
}
