import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, inject, latestMailTo, type TestApp } from '../test/helper.ts';
import { startSmtp } from '../test/smtp.ts';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
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
