import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companyDocument } from '../../../db/schema/index.ts';
import { useCompaniesWorld, type Person } from '../test-helpers.ts';

const w = useCompaniesWorld();

/** A document the owner attached to the company through the API. */
async function attached(owner: Person, companyId: string) {
  const upload = await w.uploaded(owner.userId, 'companyDocument', companyId);
  const added = await w.api.addDocument(owner.cookie, companyId, {
    fileId: upload.id,
    kind: 'taxCertificate',
  });
  expect(added.statusCode).toBe(201);
  return added.json<{ id: string }>().id;
}

const storedDocument = async (id: string) =>
  (await w.app.db.select().from(companyDocument).where(eq(companyDocument.id, id)))[0];

describe('DELETE /api/companies/:id/documents/:documentId', () => {
  it('a manager removes a document; it leaves the list, with an audit line', async () => {
    const { owner, row } = await w.ownedCompany();
    const documentId = await attached(owner, row.id);
    const remove = await w.api.removeDocument(owner.cookie, row.id, documentId);
    expect(remove.statusCode).toBe(204);
    expect((await w.api.documents(owner.cookie, row.id)).json().items).toHaveLength(0);
    expect(await storedDocument(documentId)).toBeUndefined();
    expect(await w.auditOf('company.documentRemoved', documentId)).toEqual([
      expect.objectContaining({
        actorUserId: owner.userId,
        companyId: row.id,
        entityType: 'companyDocument',
        data: { kind: 'taxCertificate' },
      }),
    ]);
  });

  it('a member may not remove one; the document stays', async () => {
    const { owner, row } = await w.ownedCompany();
    const documentId = await attached(owner, row.id);
    const member = await w.joined(row.id, 'member');
    expect((await w.api.removeDocument(member.cookie, row.id, documentId)).statusCode).toBe(403);
    expect(await storedDocument(documentId)).toBeDefined();
    expect(await w.auditOf('company.documentRemoved', documentId)).toHaveLength(0);
  });

  it('an unknown document, or one of another company, is not found (and stays)', async () => {
    const { owner, row } = await w.ownedCompany();
    const { owner: other, row: otherRow } = await w.ownedCompany();
    const theirs = await attached(other, otherRow.id);
    expect((await w.api.removeDocument(owner.cookie, row.id, 'yok-boyle-belge')).statusCode).toBe(
      404,
    );
    expect((await w.api.removeDocument(owner.cookie, row.id, theirs)).statusCode).toBe(404);
    expect((await w.api.removeDocument(owner.cookie, otherRow.id, theirs)).statusCode).toBe(404);
    expect(await storedDocument(theirs)).toBeDefined();
  });

  it('a document removed once is not found the second time', async () => {
    const { owner, row } = await w.ownedCompany();
    const documentId = await attached(owner, row.id);
    expect((await w.api.removeDocument(owner.cookie, row.id, documentId)).statusCode).toBe(204);
    expect((await w.api.removeDocument(owner.cookie, row.id, documentId)).statusCode).toBe(404);
    expect(await w.auditOf('company.documentRemoved', documentId)).toHaveLength(1);
  });
});
