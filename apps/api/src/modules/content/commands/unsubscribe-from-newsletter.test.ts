import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newsletterSubscriber } from '../../../db/schema/index.ts';
import { inject, latestMailTo } from '../../../test/helper.ts';
import { useContentWorld } from '../test-helpers.ts';

const w = useContentWorld();

const subscribe = (email: string) =>
  inject(w.app, { method: 'POST', url: '/api/newsletter', payload: { email } });
const unsubscribe = (token: unknown) =>
  inject(w.app, { method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token } });
const subscribersOf = (email: string) =>
  w.app.db.select().from(newsletterSubscriber).where(eq(newsletterSubscriber.email, email));

/** The token of the unsubscribe link in the welcome mail. */
async function tokenFromWelcome(email: string) {
  const mail = await latestMailTo(w.app, email);
  const match = /\/unsubscribe\?token=([^\s"<]+)/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error('no unsubscribe link in the welcome mail');
  return decodeURIComponent(match[1]);
}

describe('POST /api/newsletter/unsubscribe', () => {
  it('removes the subscriber with the link of the welcome mail, without signing in, twice harmlessly', async () => {
    await subscribe('cikis@ornek.com.tr');
    const token = await tokenFromWelcome('cikis@ornek.com.tr');
    const response = await unsubscribe(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'unsubscribed' });
    expect(await subscribersOf('cikis@ornek.com.tr')).toHaveLength(0);
    expect((await unsubscribe(token)).statusCode).toBe(200);
  });

  it('refuses a forged or broken token under its field and removes nobody', async () => {
    await subscribe('kalici@ornek.com.tr');
    const [row] = await subscribersOf('kalici@ornek.com.tr');
    for (const token of [`${row?.id}.sahte-imza`, row?.id, '', 'x'.repeat(300)]) {
      const response = await unsubscribe(token);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ field: 'token' });
    }
    expect(await subscribersOf('kalici@ornek.com.tr')).toHaveLength(1);
  });
});
