import { describe, expect, it } from 'vitest';
import { inject, signUpAndSignIn } from '../../test/helper.ts';
import { useContentWorld } from './test-helpers.ts';

const w = useContentWorld();

describe('the newsletter in the back office', () => {
  it('lists subscribers newest first, searches them, and exports them as an Excel-friendly CSV', async () => {
    for (const email of ['ilk@firma.com.tr', 'ikinci@firma.com.tr', 'baska@alan.com']) {
      await inject(w.app, { method: 'POST', url: '/api/newsletter', payload: { email } });
    }
    const list = await w.send('GET', '/api/admin/newsletter?q=firma');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 2, page: 1 });
    expect(list.json().items.map((item: { email: string }) => item.email)).toEqual([
      'ikinci@firma.com.tr',
      'ilk@firma.com.tr',
    ]);

    const csv = await w.send('GET', '/api/admin/newsletter/export?q=firma');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('bulten-aboneleri');
    expect(csv.body.startsWith('\uFEFFE-posta;Dil;Abonelik tarihi')).toBe(true);
    expect(csv.body).toContain('ilk@firma.com.tr;tr;');
    expect(csv.body).not.toContain('baska@alan.com');
  });

  it('is for platform admins only', async () => {
    const { cookie } = await signUpAndSignIn(w.app);
    expect((await w.send('GET', '/api/admin/newsletter', undefined, cookie)).statusCode).toBe(403);
    expect((await w.send('GET', '/api/admin/newsletter/export', undefined, null)).statusCode).toBe(
      401,
    );
  });
});
