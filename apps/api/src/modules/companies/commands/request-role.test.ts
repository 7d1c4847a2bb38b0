import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { company } from '../../../db/schema/index.ts';
import { useCompaniesWorld } from '../test-helpers.ts';

const w = useCompaniesWorld();

describe('POST /api/companies/:id/role-requests', () => {
  it('a rejected role goes back to pending; an approved or pending one cannot be asked', async () => {
    const { owner, row } = await w.ownedCompany({
      isBuyerConfirmed: 'rejected',
      isSellerConfirmed: 'yes',
    });
    await w.app.db
      .update(company)
      .set({ buyerRejectionReason: 'Vergi levhası okunmuyor' })
      .where(eq(company.id, row.id));
    const ask = (role: string) => w.api.requestRole(owner.cookie, row.id, role);
    const again = await ask('buyer');
    expect(again.json()).toMatchObject({ isBuyerConfirmed: 'pending', buyerRejectionReason: null });
    expect((await ask('buyer')).statusCode).toBe(409);
    expect((await ask('seller')).statusCode).toBe(409);
    expect((await ask('admin')).statusCode).toBe(400);
  });

  it('a role never asked for can be asked, with an audit line', async () => {
    const { owner, row } = await w.ownedCompany({ isBuyerConfirmed: 'yes' });
    const response = await w.api.requestRole(owner.cookie, row.id, 'seller');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      isBuyerConfirmed: 'yes',
      isSellerConfirmed: 'pending',
    });
    expect(await w.auditOf('company.roleRequested', row.id)).toEqual([
      expect.objectContaining({ actorUserId: owner.userId, data: { role: 'seller' } }),
    ]);
  });

  it('a refused request says why, and changes and audits nothing', async () => {
    const { owner, row } = await w.ownedCompany({ isSellerConfirmed: 'pending' });
    const response = await w.api.requestRole(owner.cookie, row.id, 'seller');
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('CONFLICT');
    expect((await w.stored(row.id))?.isSellerConfirmed).toBe('pending');
    expect(await w.auditOf('company.roleRequested', row.id)).toHaveLength(0);
  });

  it('a member cannot ask', async () => {
    const { row } = await w.ownedCompany();
    const member = await w.joined(row.id, 'member');
    const response = await w.api.requestRole(member.cookie, row.id, 'buyer');
    expect(response.statusCode).toBe(403);
    expect((await w.stored(row.id))?.isBuyerConfirmed).toBe('no');
  });

  it('another company is not found', async () => {
    const { row } = await w.ownedCompany();
    const { owner: outsider } = await w.ownedCompany();
    expect((await w.api.requestRole(outsider.cookie, row.id, 'buyer')).statusCode).toBe(404);
    expect((await w.stored(row.id))?.isBuyerConfirmed).toBe('no');
  });
});
