import type { ApiKeyScope } from '@teklifal/core';
import type { Database } from '../../../../db/client.ts';
import { apiKey } from '../../schema.ts';
import { auditCompanyCommand } from '../../../../lib/audit.ts';
import type { CompanyContext } from '../../../../lib/company-context.ts';
import { newApiKeySecret } from '../secret.ts';

export interface NewApiKey {
  name: string;
  scopes: ApiKeyScope[];
  expiresAt: Date | null;
}

/**
 * Makes a key for the caller's company, acting as the caller, and returns its id and secret:
 * the only time the secret exists outside the caller's hands (only its hash is stored).
 */
export async function createApiKey(
  db: Database,
  ctx: Pick<CompanyContext, 'userId' | 'companyId' | 'ip'>,
  input: NewApiKey,
): Promise<{ id: string; secret: string }> {
  const { secret, prefix, secretHash } = newApiKeySecret();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiKey)
      .values({
        companyId: ctx.companyId,
        createdByUserId: ctx.userId,
        name: input.name,
        prefix,
        secretHash,
        scopes: input.scopes,
        expiresAt: input.expiresAt,
      })
      .returning({ id: apiKey.id });
    if (!row) throw new Error('api key insert returned nothing');
    await auditCompanyCommand(tx, ctx, {
      action: 'apiKey.created',
      entityType: 'apiKey',
      entityId: row.id,
      data: {
        name: input.name,
        prefix,
        scopes: input.scopes,
        expiresAt: input.expiresAt?.toISOString() ?? null,
      },
    });
    return { id: row.id, secret };
  });
}
