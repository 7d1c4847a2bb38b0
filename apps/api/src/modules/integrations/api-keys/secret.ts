import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_PREFIX_LENGTH } from '@teklifal/core';

/**
 * A new key's secret: `tk_live_` and 43 base64url characters of 32 random bytes (256 bits).
 * Only its SHA-256 is stored. A slow password hash (scrypt, argon2) protects secrets people
 * choose, which can be guessed; 256 random bits cannot, so a fast hash loses nothing if the
 * table leaks, and the key is found by one index lookup on every request.
 */
export function newApiKeySecret(): { secret: string; prefix: string; secretHash: string } {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, prefix: secret.slice(0, API_KEY_PREFIX_LENGTH), secretHash: hashSecret(secret) };
}

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Whether a bearer token could be one of our keys at all (spares the lookup of junk). */
export const looksLikeApiKey = (token: string) =>
  token.startsWith(API_KEY_PREFIX) && token.length > API_KEY_PREFIX_LENGTH && token.length <= 100;
