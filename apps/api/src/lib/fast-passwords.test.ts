import { describe, expect, it } from 'vitest';
import { fastPasswords } from './fast-passwords.ts';

describe('fastPasswords (test apps only)', () => {
  it('verifies the password it hashed, salted, and nothing else', async () => {
    const hash = await fastPasswords.hash('Gizli12345');
    expect(hash).not.toContain('Gizli12345');
    expect(await fastPasswords.hash('Gizli12345')).not.toBe(hash);
    expect(await fastPasswords.verify({ hash, password: 'Gizli12345' })).toBe(true);
    expect(await fastPasswords.verify({ hash, password: 'gizli12345' })).toBe(false);
  });

  it('refuses a hash of another scheme or a broken one', async () => {
    expect(await fastPasswords.verify({ hash: 'abc:def', password: 'x' })).toBe(false);
    expect(await fastPasswords.verify({ hash: 'fast:salt:00', password: 'x' })).toBe(false);
  });
});
