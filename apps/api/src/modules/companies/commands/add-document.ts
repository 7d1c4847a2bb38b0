import type { CompanyDocumentKind } from '@teklifal/core';
import type { Database } from '../../../db/client.ts';
import { companyDocument } from '../document-schema.ts';
import { claimFileForCompany } from '../../files/commands/claim-files.ts';
import { ProblemError } from '../../../lib/problem.ts';
import { auditCompany, type ActorProps } from '../effects.ts';

export async function addDocument(
  db: Database,
  props: ActorProps & { companyId: string; fileId: string; kind: CompanyDocumentKind },
) {
  return db.transaction(async (tx) => {
    const stored = await claimFileForCompany(tx, {
      fileId: props.fileId,
      userId: props.userId,
      companyId: props.companyId,
      purpose: 'companyDocument',
    });
    if (!stored) {
      throw new ProblemError('VALIDATION', {
        fields: [{ field: 'fileId', messageKey: 'companies.documentInvalid' }],
      });
    }
    const [doc] = await tx
      .insert(companyDocument)
      .values({
        companyId: props.companyId,
        fileId: stored.id,
        kind: props.kind,
        uploadedBy: props.userId,
      })
      .returning();
    if (!doc) throw new Error('document insert returned nothing');
    await auditCompany(
      tx,
      props,
      'company.documentAdded',
      { kind: props.kind, fileId: stored.id },
      { type: 'companyDocument', id: doc.id },
    );
    return { doc, stored };
  });
}
