import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next.ts';

/** Where /login may send the user afterwards: only a path of this site (#27). */
describe('safeNext', () => {
  it.each<[string | null, string]>([
    ['/\\evil.example/x', 'a backslash, read by browsers as //'],
    ['/\\/evil.example', 'backslash then slash'],
    ['\\\\evil.example', 'two backslashes'],
    ['/%5Cevil.example', 'an encoded backslash'],
    ['/%5cevil.example', 'an encoded backslash, lower case'],
    ['/%255Cevil.example', 'a doubly encoded backslash'],
    ['//evil.example', 'a protocol-relative address'],
    ['/%2Fevil.example', 'an encoded second slash'],
    ['/%2fevil.example', 'an encoded second slash, lower case'],
    ['/\t/evil.example', 'a tab, which browsers drop'],
    ['/\n/evil.example', 'a line feed'],
    ['/\r/evil.example', 'a carriage return'],
    ['/%09/evil.example', 'an encoded tab'],
    ['/%00', 'an encoded NUL'],
    ['/x\u0000', 'a NUL'],
    ['/x\u007f', 'DEL'],
    ['https://evil.example/', 'an absolute address'],
    ['http:/evil.example', 'a scheme with one slash'],
    ['javascript:alert(1)', 'a script address'],
    ['JavaScript:alert(1)', 'a script address, mixed case'],
    ['data:text/html,x', 'a data address'],
    ['evil.example', 'no leading slash'],
    [' /dashboard', 'a leading space'],
    ['/%E0%A4%A', 'broken percent-encoding'],
    ['', 'nothing'],
    [null, 'no parameter'],
  ])('refuses %j (%s)', (value) => {
    expect(safeNext(value)).toBe('/dashboard');
  });

  it.each([
    ['/dashboard'],
    ['/support'],
    ['/support/ticket-1'],
    ['/invite/abcDEF123_-xyz'],
    ['/ads?q=vida&page=2'],
    ['/ad-details/c1/a1#bids'],
    ['/blogs/%C3%A7elik'],
    ['/sectors/c1?next=success'],
  ])('keeps %j', (value) => {
    expect(safeNext(value)).toBe(value);
  });

  it('falls back to the given home instead of /dashboard', () => {
    expect(safeNext('//evil.example', '/admin')).toBe('/admin');
  });
});
