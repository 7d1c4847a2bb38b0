import { describe, expect, it } from 'vitest';
import { urlField, webUrlField } from './fields.ts';

const accepts = (field: typeof urlField, value: string) => field.safeParse(value).success;

describe('addresses', () => {
  it('content may point at a path of this site or a web address, never off-site by //', () => {
    expect(accepts(urlField, '/api/files/kapak')).toBe(true);
    expect(accepts(urlField, 'https://cdn.ornek.com/a.png')).toBe(true);
    expect(accepts(urlField, '')).toBe(true);
    for (const value of [
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'https://',
    ]) {
      expect(accepts(urlField, value), value).toBe(false);
    }
  });

  it('a company website is a web address with a host, not a path', () => {
    expect(accepts(webUrlField, 'https://www.anadolumakine.com.tr')).toBe(true);
    expect(accepts(webUrlField, 'http://firma.com/hakkimizda')).toBe(true);
    for (const value of ['/x', '//evil.example/x', 'ftp://firma.com', 'www firma']) {
      expect(accepts(webUrlField, value), value).toBe(false);
    }
  });
});
