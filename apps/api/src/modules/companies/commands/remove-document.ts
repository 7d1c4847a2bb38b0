import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { companyDocument } from '../document-schema.ts';
import { auditCompany, type ActorProps } from '../effects.ts';

export async function removeDocument(
  db: Database,
  props: ActorProps & { companyId: string; documentId: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [doc] = await tx
      .delete(companyDocument)
      .where(
        and(
          eq(companyDocument.id, props.documentId),
          eq(companyDocument.companyId, props.companyId),
        ),
      )
      .returning();
    if (!doc) return false;
    await auditCompany(
      tx,
      props,
      'company.documentRemoved',
      { kind: doc.kind },
      { type: 'companyDocument', id: doc.id },
    );
    return true;
  });
}
