import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { EMAIL_KINDS, type EmailKind, type Problem } from '@teklifal/core';
import { createTestApp, inject, type TestApp } from '../../test/helper.ts';
import { switchEmailKinds } from './commands/set-email-preferences.ts';
import { emailUnsubscribeToken } from './mail/unsubscribe-token.ts';
import { linkRecipient, mutedKindsOf } from './test-helpers.ts';

/**
 * What the /email-unsubscribe page asks of the API with a mail's link (#13): opening it reads
 * and changes nothing, its buttons stop the link's kind or every kind, and its undo turns back
 * on what was turned off. No session anywhere: the signed token is the authority.
 */
let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
});
afterAll(() => t.close());

const tokenFor = (userId: string, kind: EmailKind) =>
  emailUnsubscribeToken(app.config.authSecret, { userId, kind, sentAt: new Date() });
const query = (token: string) => `?token=${encodeURIComponent(token)}`;

const read = (token: string) =>
  inject(app, { method: 'GET', url: `/api/email-preferences/unsubscribe${query(token)}` });
const unsubscribe = (payload: Record<string, unknown>) =>
  inject(app, { method: 'POST', url: '/api/email-preferences/unsubscribe', payload });
const resubscribe = (payload: Record<string, unknown>) =>
  inject(app, { method: 'POST', url: '/api/email-preferences/resubscribe', payload });

describe('opening the link', () => {
  it('changes nothing: the List-Unsubscribe address leads to the page, which reads what it would turn off', async () => {
    const someone = await linkRecipient(app);
    const token = tokenFor(someone.userId, 'matchingAd');
    const opened = await app.inject({
      method: 'GET',
      url: `/api/email-preferences/one-click${query(token)}`,
    });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/email-unsubscribe${query(token)}`);
    expect((await read(token)).json()).toEqual({
      kind: 'matchingAd',
      email: someone.email,
      active: true,
    });
    expect(await mutedKindsOf(app, someone.userId)).toEqual([]);
  });

  it('refuses a bad link on the read and on the List-Unsubscribe address too', async () => {
    const answer = await read('nonsense');
    expect(answer.statusCode).toBe(400);
    expect(answer.json<Problem>().code).toBe('INVALID_TOKEN');
    const opened = await app.inject({
      method: 'GET',
      url: `/api/email-preferences/one-click${query('nonsense')}`,
    });
    expect(opened.statusCode).toBe(400);
    expect(opened.json<Problem>().code).toBe('INVALID_TOKEN');
  });
});

describe('the page’s buttons', () => {
  it('stop the link’s kind, then undo turns it back on', async () => {
    const someone = await linkRecipient(app);
    const token = tokenFor(someone.userId, 'matchingAd');
    const pressed = await unsubscribe({ token });
    expect(pressed.json()).toEqual({
      kind: 'matchingAd',
      email: someone.email,
      turnedOff: ['matchingAd'],
    });
    expect((await read(token)).json()).toMatchObject({ active: false });
    expect(await mutedKindsOf(app, someone.userId)).toEqual(['matchingAd']);

    const undone = await resubscribe({ token, kinds: ['matchingAd'] });
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({ kind: 'matchingAd', email: someone.email, active: true });
    expect(await mutedKindsOf(app, someone.userId)).toEqual([]);
  });

  it('stop every kind with scope all; undo turns back on only what that turned off', async () => {
    const someone = await linkRecipient(app);
    await switchEmailKinds(app.db, { userId: someone.userId, kinds: ['newBid'], on: false });
    const token = tokenFor(someone.userId, 'orderStep');
    const pressed = await unsubscribe({ token, scope: 'all' });
    const turnedOff = EMAIL_KINDS.filter((kind) => kind !== 'newBid');
    expect(pressed.json()).toEqual({ kind: 'orderStep', email: someone.email, turnedOff });
    expect(await mutedKindsOf(app, someone.userId)).toEqual([...EMAIL_KINDS]);

    await resubscribe({ token, kinds: turnedOff });
    // newBid was off before the page: it stays off.
    expect(await mutedKindsOf(app, someone.userId)).toEqual(['newBid']);
  });

  it('refuse a bad token, a bad scope or no kinds, changing nothing', async () => {
    const someone = await linkRecipient(app);
    const token = tokenFor(someone.userId, 'orderStep');
    const forged = await unsubscribe({ token: `${token.slice(0, -2)}xx`, scope: 'all' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json<Problem>().code).toBe('INVALID_TOKEN');
    const badScope = await unsubscribe({ token, scope: 'everything' });
    expect(badScope.statusCode).toBe(400);
    expect(badScope.json<Problem>().errors?.[0]?.field).toBe('scope');
    expect(await mutedKindsOf(app, someone.userId)).toEqual([]);

    await unsubscribe({ token, scope: 'all' });
    const forgedUndo = await resubscribe({ token: 'nonsense', kinds: ['orderStep'] });
    expect(forgedUndo.statusCode).toBe(400);
    const noKinds = await resubscribe({ token, kinds: [] });
    expect(noKinds.statusCode).toBe(400);
    expect(noKinds.json<Problem>().errors?.[0]?.field).toBe('kinds');
    const unknownKind = await resubscribe({ token, kinds: ['spam'] });
    expect(unknownKind.statusCode).toBe(400);
    expect(await mutedKindsOf(app, someone.userId)).toEqual([...EMAIL_KINDS]);
  });
});
