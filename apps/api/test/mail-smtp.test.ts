import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './support/accounts.js';
import { client, startServer, type Client, type TestServer } from './support/server.js';

interface Delivered {
  from: string;
  to: string[];
  raw: string;
}

describe('mail over SMTP', () => {
  const delivered: Delivered[] = [];
  let smtp: SMTPServer;
  let server: TestServer;
  let api: Client;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          delivered.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    server = await startServer(
      { kind: 'pglite' },
      {
        mail: {
          kind: 'smtp',
          url: `smtp://127.0.0.1:${port}`,
          from: 'Convene <no-reply@convene.test>',
        },
      },
    );
    api = client(server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => (smtp ? smtp.close(resolve) : resolve()));
  });

  it('sends the sign-up verification mail through the SMTP server, and keeps no outbox', async () => {
    const account = await signUp(api, 'Lena');
    await expect.poll(() => delivered.length).toBe(1);
    const [mail] = delivered;
    expect(mail?.from).toBe('no-reply@convene.test');
    expect(mail?.to).toEqual([account.email]);
    expect(mail?.raw).toContain('Subject: Verify your e-mail address for Convene');
    expect(mail?.raw).toContain('/api/auth/verify-email?token=');

    const outbox = await api('/api/mail/outbox', { token: account.token });
    expect(outbox.status).toBe(404);
  });
});
