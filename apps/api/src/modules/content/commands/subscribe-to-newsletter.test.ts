import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newsletterSubscriber } from '../../../db/schema/index.ts';
import { inject, latestMailTo } from '../../../test/helper.ts';
import { useContentWorld } from '../test-helpers.ts';

const w = useContentWorld();

const subscribe = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  inject(w.app, { method: 'POST', url: '/api/newsletter', payload, headers });
const subscribersOf = (email: string) =>
  w.app.db.select().from(newsletterSubscriber).where(eq(newsletterSubscriber.email, email));

describe('POST /api/newsletter', () => {
  it('subscribes, sends a welcome mail, and treats a second time kindly', async () => {
    const email = 'bulten@ornek.com.tr';
    const first = await subscribe({ email: ' Bulten@Ornek.com.tr ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ status: 'subscribed' });
    expect((await latestMailTo(w.app, email))?.subject).toContain('bültenine hoş geldiniz');
    const firstMail = await latestMailTo(w.app, email);
    const second = await subscribe({ email });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ status: 'alreadySubscribed' });
    expect(await subscribersOf(email)).toHaveLength(1);
    // No second welcome mail.
    expect((await latestMailTo(w.app, email))?.id).toBe(firstMail?.id);
  });

  it('refuses a malformed address and stores nothing', async () => {
    const response = await subscribe({ email: 'abone' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      field: 'email',
      message: 'E-posta geçerli bir e-posta adresi olmalıdır',
    });
    expect(await subscribersOf('abone')).toHaveLength(0);
  });

  it('keeps the reader’s language and welcomes them in it', async () => {
    const asked = 'english.reader@ornek.com';
    expect((await subscribe({ email: asked, locale: 'en' })).statusCode).toBe(201);
    expect(await subscribersOf(asked)).toEqual([expect.objectContaining({ locale: 'en' })]);
    expect((await latestMailTo(w.app, asked))?.subject).toBe('Welcome to the TeklifAl newsletter');

    const fromBrowser = 'browser.reader@ornek.com';
    const response = await subscribe({ email: fromBrowser }, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(201);
    expect(await subscribersOf(fromBrowser)).toEqual([expect.objectContaining({ locale: 'en' })]);
  });
});
