import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { user } from '../../../db/schema/index.ts';
import { inject, signUpAndSignIn } from '../../../test/helper.ts';
import { fieldsOf, useProfileWorld } from '../test-helpers.ts';

const w = useProfileWorld();

const update = (cookie: string | undefined, payload: Record<string, unknown>) =>
  inject(w.app, { method: 'PATCH', url: '/api/me/profile', cookie, payload });

describe('PATCH /api/me/profile', () => {
  it('saves name, phone and language, normalising the phone', async () => {
    const { cookie, userId } = await signUpAndSignIn(w.app);
    const response = await update(cookie, {
      name: '  Ayşe Demir ',
      phone: '0(212) 555 44 33',
      locale: 'en',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: userId,
      name: 'Ayşe Demir',
      phone: '+902125554433',
      locale: 'en',
    });
    expect((await w.me(cookie)).json().user).toMatchObject({ name: 'Ayşe Demir', locale: 'en' });
    const audit = await w.auditOf('profile.updated', userId);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.data).toEqual({ changed: ['name', 'phone', 'locale'] });
  });

  it('names only the fields that changed in the audit line, never their values', async () => {
    const { cookie, userId } = await signUpAndSignIn(w.app, { name: 'Kemal Sunal' });
    const [before] = await w.app.db.select().from(user).where(eq(user.id, userId));
    const phoneOnly = await update(cookie, {
      name: 'Kemal Sunal',
      phone: '0533 765 43 21',
      locale: before?.locale ?? 'tr',
    });
    expect(phoneOnly.statusCode).toBe(200);
    expect((await w.auditOf('profile.updated', userId)).map((line) => line.data)).toEqual([
      { changed: ['phone'] },
    ]);
    const again = await update(cookie, {
      name: 'Kemal Sunal',
      phone: '0533 765 43 21',
      locale: before?.locale ?? 'tr',
    });
    expect(again.statusCode).toBe(200);
    const audit = await w.auditOf('profile.updated', userId);
    expect(audit).toHaveLength(2);
    expect(audit.map((line) => line.data)).toContainEqual({ changed: [] });
  });

  it('refuses bad input with the registration rules, naming each field, and stores nothing', async () => {
    const { cookie, userId } = await signUpAndSignIn(w.app, { name: 'Eski Ad' });
    const response = await update(cookie, { name: 'A', phone: '123', locale: 'de' });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual({
      name: 'Ad Soyad en az 2 karakter olmalıdır',
      phone: 'Telefon geçerli bir Türkiye telefon numarası olmalıdır (ör. 0532 123 45 67)',
      locale: 'Dil izin verilen değerlerden biri olmalıdır',
    });
    const empty = await update(cookie, {});
    expect(Object.keys(fieldsOf(empty.json())).sort()).toEqual(['locale', 'name', 'phone']);
    const [row] = await w.app.db.select().from(user).where(eq(user.id, userId));
    expect(row?.name).toBe('Eski Ad');
    expect(await w.auditOf('profile.updated', userId)).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const response = await update(undefined, {
      name: 'Ali Veli',
      phone: '05321234567',
      locale: 'tr',
    });
    expect(response.statusCode).toBe(401);
  });
});
