import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../../db/client.ts';
import { apiKey } from '../../schema.ts';
import { auditCompanyCommand } from '../../../../lib/audit.ts';
import type { CompanyContext } from '../../../../lib/company-context.ts';

/**
 * Revokes a key of the caller's company for good. Revoking a revoked key changes nothing and
 * writes no line (false). The api_key trigger tells every instance to forget the keys it kept,
 * so the next request with it gets 401 everywhere.
 */
export async function revokeApiKey(
  db: Database,
  ctx: Pick<CompanyContext, 'userId' | 'companyId' | 'ip'>,
  keyId: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiKey)
      .set({ revokedAt: now, revokedByUserId: ctx.userId })
      .where(
        and(eq(apiKey.id, keyId), eq(apiKey.companyId, ctx.companyId), isNull(apiKey.revokedAt)),
      )
      .returning({ prefix: apiKey.prefix, name: apiKey.name });
    if (!row) return false;
    await auditCompanyCommand(tx, ctx, {
      action: 'apiKey.revoked',
      entityType: 'apiKey',
      entityId: keyId,
      data: { name: row.name, prefix: row.prefix },
    });
    return true;
  });
}
