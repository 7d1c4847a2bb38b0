import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companyDocument, file } from '../../../db/schema/index.ts';
import { useCompaniesWorld } from '../test-helpers.ts';

const w = useCompaniesWorld();

const documentsOf = (companyId: string) =>
  w.app.db.select().from(companyDocument).where(eq(companyDocument.companyId, companyId));

describe('POST /api/companies/:id/documents', () => {
  it('a manager attaches an uploaded document; members may not; the kind must be known', async () => {
    const { owner, row } = await w.ownedCompany();
    const upload = await w.uploaded(owner.userId, 'companyDocument', row.id);
    const added = await w.api.addDocument(owner.cookie, row.id, {
      fileId: upload.id,
      kind: 'taxCertificate',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ kind: 'taxCertificate', url: `/api/files/${upload.id}` });
    expect((await w.api.documents(owner.cookie, row.id)).json().items).toHaveLength(1);

    const member = await w.joined(row.id, 'member');
    const memberAdd = await w.api.addDocument(member.cookie, row.id, {
      fileId: upload.id,
      kind: 'other',
    });
    expect(memberAdd.statusCode).toBe(403);

    const badKind = await w.api.addDocument(owner.cookie, row.id, {
      fileId: upload.id,
      kind: 'pasaport',
    });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().errors[0].field).toBe('kind');
    expect(await documentsOf(row.id)).toHaveLength(1);
  });

  it('claims a file the manager uploaded before, and writes the audit line', async () => {
    const { owner, row } = await w.ownedCompany();
    const upload = await w.uploaded(owner.userId, 'companyDocument');
    const added = await w.api.addDocument(owner.cookie, row.id, {
      fileId: upload.id,
      kind: 'signatureCircular',
    });
    expect(added.statusCode).toBe(201);
    const [stored] = await w.app.db.select().from(file).where(eq(file.id, upload.id));
    expect(stored?.companyId).toBe(row.id);
    expect(await documentsOf(row.id)).toEqual([
      expect.objectContaining({
        fileId: upload.id,
        kind: 'signatureCircular',
        uploadedBy: owner.userId,
      }),
    ]);
    expect(await w.auditOf('company.documentAdded', added.json().id)).toEqual([
      expect.objectContaining({
        actorUserId: owner.userId,
        companyId: row.id,
        entityType: 'companyDocument',
        data: { kind: 'signatureCircular', fileId: upload.id },
      }),
    ]);
    expect((await w.api.mine(owner.cookie)).json().counts.documents).toBe(1);
  });

  it('refuses a file of another company', async () => {
    const { owner: other, row: otherCompany } = await w.ownedCompany();
    const foreign = await w.uploaded(other.userId, 'companyDocument', otherCompany.id);
    const { owner, row } = await w.ownedCompany();
    const response = await w.api.addDocument(owner.cookie, row.id, {
      fileId: foreign.id,
      kind: 'other',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('fileId');
  });

  it('refuses a logo, an unknown file and another user’s upload, storing nothing', async () => {
    const { owner, row } = await w.ownedCompany();
    const logo = await w.uploaded(owner.userId, 'logo');
    const colleague = await w.joined(row.id, 'admin');
    const theirs = await w.uploaded(colleague.userId, 'companyDocument');
    for (const fileId of [logo.id, 'yok-boyle-dosya', theirs.id]) {
      const response = await w.api.addDocument(owner.cookie, row.id, { fileId, kind: 'other' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        expect.objectContaining({ field: 'fileId', messageKey: 'companies.documentInvalid' }),
      ]);
    }
    expect(await documentsOf(row.id)).toHaveLength(0);
    const [untouched] = await w.app.db.select().from(file).where(eq(file.id, theirs.id));
    expect(untouched?.companyId).toBeNull();
  });
});
