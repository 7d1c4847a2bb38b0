import { apiKeyStatus, type ApiKeyView } from '@teklifal/core';
import type { ApiKeyListRow } from './queries.ts';

/** A key as its company's managers see it: never its secret nor its hash. */
export function presentApiKey({ key, creatorName }: ApiKeyListRow, now: Date): ApiKeyView {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    scopes: key.scopes,
    createdBy: { id: key.createdByUserId, name: creatorName },
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    expiresAt: key.expiresAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
    status: apiKeyStatus(key, now),
  };
}
