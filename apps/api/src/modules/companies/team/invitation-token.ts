import { createHash, randomBytes } from 'node:crypto';
import { INVITATION_VALID_DAYS } from '@teklifal/core';

/** A mailed token: 32 random bytes; only its SHA-256 is stored. */
export const newInvitationToken = () => randomBytes(32).toString('base64url');
export const hashInvitationToken = (token: string) =>
  createHash('sha256').update(token).digest('hex');

export const invitationExpiry = (now = new Date()) =>
  new Date(now.getTime() + INVITATION_VALID_DAYS * 24 * 60 * 60 * 1000);

export const isExpired = (row: { expiresAt: Date }, now = new Date()) =>
  row.expiresAt.getTime() <= now.getTime();
