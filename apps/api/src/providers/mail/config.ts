/** Where mail goes: an SMTP server when SMTP_URL is set, else the outbox table. */
export type MailConfig = { kind: 'outbox' } | { kind: 'smtp'; url: string; from: string };
