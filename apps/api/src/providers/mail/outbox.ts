/** Embedded mail: messages are kept in the mail_outbox table instead of being sent, so no network is needed. */
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/index.js';
import { mailOutbox } from '../../db/schema.js';
import type { Mailer } from './port.js';

export function outboxMailer(db: Database): Mailer {
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
