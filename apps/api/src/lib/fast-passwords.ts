import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * Password hashing for test apps only (config `passwordHashing: 'fast'`): one salted SHA-256
 * instead of better-auth's scrypt, so suites that sign up hundreds of people do not spend
 * minutes hashing. Never for real accounts: the server's own configuration always uses scrypt.
 */

const digest = (salt: string, password: string) =>
  createHash('sha256').update(`${salt}:${password}`).digest();

export const fastPasswords = {
  hash: async (password: string) => {
    const salt = randomBytes(16).toString('hex');
    return `fast:${salt}:${digest(salt, password).toString('hex')}`;
  },
  verify: async ({ hash, password }: { hash: string; password: string }) => {
    const [scheme, salt, stored] = hash.split(':');
    if (scheme !== 'fast' || !salt || !stored) return false;
    const expected = Buffer.from(stored, 'hex');
    const actual = digest(salt, password);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};
