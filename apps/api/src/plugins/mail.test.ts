import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { createTestApp, inject, latestMailTo, type TestApp } from '../test/helper.ts';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on localhost that keeps what it receives. */
async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { server, port, received };
}

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
});

describe('mail over SMTP', () => {
  it('delivers the verification mail; the outbox keeps its envelope, never the link', async () => {
    const email = 'smtp-alici@ornek.com.tr';
    const response = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        name: 'Selin Arslan',
        email,
        phone: '05321234567',
        password: 'Gizli12345',
        passwordConfirm: 'Gizli12345',
        kvkkConsent: true,
      },
    });
    expect(response.statusCode).toBe(200);
    // Account mails leave after the answer; latestMailTo waits for them.
    const kept = await latestMailTo(t.app, email);
    const mail = smtp.received.find((m) => m.to.includes(email));
    expect(mail?.raw).toContain('/verify-email?token=');
    expect(kept).toMatchObject({ status: 'sent', text: '', html: '' });
    expect(kept?.subject).toBeTruthy();
  });
});
