import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, problemMessage } from './api-client.ts';
import { setLocale } from './i18n.ts';

afterEach(() => setLocale('tr'));

const failure = (status: number, requestId?: string) =>
  new ApiError({
    type: 'about:blank',
    title: 'Beklenmeyen bir hata oluştu',
    status,
    code: status >= 500 ? 'INTERNAL' : 'NOT_FOUND',
    detail: status >= 500 ? undefined : 'İlan bulunamadı',
    ...(requestId ? { requestId } : {}),
  });

describe('problemMessage', () => {
  it('quotes the request id of a server fault, so a screenshot finds its log lines', async () => {
    expect(problemMessage(failure(500, '9f2c41d07a3b5e68'))).toBe(
      'Beklenmeyen bir hata oluştu (Hata kodu: 9f2c41d07a3b5e68)',
    );
    await setLocale('en');
    expect(problemMessage(failure(503, '9f2c41d07a3b5e68'))).toBe(
      'Beklenmeyen bir hata oluştu (Error reference: 9f2c41d07a3b5e68)',
    );
  });

  it('says only the reason for what the user can act on (4xx), and without an id', () => {
    expect(problemMessage(failure(404, '9f2c41d07a3b5e68'))).toBe('İlan bulunamadı');
    expect(problemMessage(failure(500))).toBe('Beklenmeyen bir hata oluştu');
  });
});
