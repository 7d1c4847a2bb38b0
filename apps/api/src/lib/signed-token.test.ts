import { describe, expect, it } from 'vitest';
import { readSignedToken, signToken } from './signed-token.ts';

const SECRET = 'bir-sunucu-sirri-en-az-otuz-iki-karakter';

describe('signed tokens', () => {
  it('give back their parts to the server that signed them', () => {
    const token = signToken(SECRET, 'bulten', ['abonel', '42']);
    expect(token.startsWith('abonel.42.')).toBe(true);
    expect(readSignedToken(SECRET, 'bulten', token, 2)).toEqual(['abonel', '42']);
  });

  it('refuse another secret, another purpose, another part count and a changed part', () => {
    const token = signToken(SECRET, 'bulten', ['abonel', '42']);
    expect(readSignedToken(`${SECRET}!`, 'bulten', token, 2)).toBeNull();
    expect(readSignedToken(SECRET, 'bildirim', token, 2)).toBeNull();
    expect(readSignedToken(SECRET, 'bulten', token, 1)).toBeNull();
    expect(readSignedToken(SECRET, 'bulten', token.replace('42', '43'), 2)).toBeNull();
    expect(readSignedToken(SECRET, 'bulten', `${token}x`, 2)).toBeNull();
    expect(readSignedToken(SECRET, 'bulten', '', 0)).toBeNull();
  });
});
