/** Picks the mail adapter from the configuration: SMTP when SMTP_URL is set, else the outbox table. */
import type { Database } from '../../db/index.js';
import type { MailConfig } from './config.js';
import { outboxMailer } from './outbox.js';
import type { Mailer } from './port.js';
import { smtpMailer } from './smtp.js';

export type { MailMessage, Mailer, OutboxMessage } from './port.js';

export type { MailConfig } from './config.js';

export function createMailer(config: MailConfig, db: Database): Mailer {
  return config.kind === 'smtp' ? smtpMailer(config.url, config.from) : outboxMailer(db);
}
