/** Mail sent over SMTP (SMTP_URL); nothing is kept, so there is no outbox to read. */
import nodemailer from 'nodemailer';
import type { Mailer } from './port.js';

export function smtpMailer(url: string, from: string): Mailer {
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
