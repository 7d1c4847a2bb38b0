import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { supportTicket } from '../db/schema/index.ts';
import { createTestApp, inject, signUpAndSignIn, type TestApp } from '../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a NUL or a lone surrogate anywhere in a request', () => {
  it('is refused naming the field, before the database sees it, and nothing is stored', async () => {
    const { cookie } = await signUpAndSignIn(t.app);
    const valid = {
      subject: 'Teklif gönderemiyorum',
      category: 'technical',
      message: 'Gönder düğmesi hata veriyor, yardım eder misiniz?',
    };
    for (const [field, value] of [
      ['subject', 'Teklif\u0000'],
      ['message', 'Gönder düğmesi ab\uD800cd hata veriyor'],
    ] as const) {
      const response = await inject(t.app, {
        method: 'POST',
        url: '/api/support/tickets',
        cookie,
        payload: { ...valid, [field]: value },
      });
      expect(response.statusCode, field).toBe(400);
      const [error] = response.json().errors;
      expect(error.field).toBe(field);
      expect(error.message).toContain('izin verilmeyen bir karakter içeriyor');
    }
    const [stored] = await t.app.db.select({ value: count() }).from(supportTicket);
    expect(stored?.value).toBe(0);
  });

  it('in a path id or a query is a 400 too, also without signing in', async () => {
    for (const url of ['/api/files/%00', '/api/blogs?category=%00', '/api/blogs/a%00b']) {
      const response = await inject(t.app, { method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code).toBe('VALIDATION');
    }
  });
});

describe('a body that is not an object', () => {
  it('is the request body’s fault, named as such, in the request’s language', async () => {
    for (const [payload, locale, message] of [
      ['[1, 2]', 'tr', 'İstek gövdesi geçersiz'],
      ['"metin"', 'en', 'Request body is invalid'],
    ] as const) {
      const response = await inject(t.app, {
        method: 'POST',
        url: '/api/contact',
        payload,
        headers: { 'content-type': 'application/json', 'accept-language': locale },
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().errors).toEqual([expect.objectContaining({ field: '', message })]);
    }
  });
});
