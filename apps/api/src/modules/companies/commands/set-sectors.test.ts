import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SectorsView } from '@teklifal/core';
import { companySector, sector } from '../../../db/schema/index.ts';
import { inject } from '../../../test/helper.ts';
import { useCompaniesWorld } from '../test-helpers.ts';

const w = useCompaniesWorld();

let child: { id: string };
let parent: { id: string };
beforeAll(async () => {
  const list = SectorsView.parse(
    (await inject(w.app, { method: 'GET', url: '/api/sectors' })).json(),
  ).items;
  child = list.find((s) => s.parentId)!;
  parent = list.find((s) => !s.parentId)!;
});

const storedSectors = async (companyId: string) =>
  (
    await w.app.db
      .select({ sectorId: companySector.sectorId })
      .from(companySector)
      .where(eq(companySector.companyId, companyId))
  )
    .map((row) => row.sectorId)
    .sort();

describe('PUT /api/companies/:id/sectors', () => {
  it('lets managers choose them; members may not; none or unknown ones are refused', async () => {
    const { owner, row } = await w.ownedCompany();
    const put = (cookie: string, sectorIds: string[]) =>
      w.api.setSectors(cookie, row.id, sectorIds);
    expect((await put(owner.cookie, [child.id, parent.id])).json()).toEqual({
      sectorIds: [child.id, parent.id],
    });
    const view = (await w.api.mine(owner.cookie)).json();
    expect(view.sectorIds.sort()).toEqual([child.id, parent.id].sort());

    const member = await w.joined(row.id, 'member');
    expect((await put(member.cookie, [child.id])).statusCode).toBe(403);

    const empty = await put(owner.cookie, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toBe('sectorIds');
    const unknown = await put(owner.cookie, ['yok-boyle-sektor']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('sectorIds');
  });

  it('replaces the earlier choice, counts a sector named twice once, and writes an audit line', async () => {
    const { owner, row } = await w.ownedCompany();
    await w.api.setSectors(owner.cookie, row.id, [parent.id]);
    const response = await w.api.setSectors(owner.cookie, row.id, [child.id, child.id]);
    expect(response.json()).toEqual({ sectorIds: [child.id] });
    expect(await storedSectors(row.id)).toEqual([child.id]);
    const audit = await w.auditOf('company.sectorsChanged', row.id);
    expect(audit.map((line) => line.data.sectorIds)).toEqual(
      expect.arrayContaining([[parent.id], [child.id]]),
    );
    expect(audit).toHaveLength(2);
    expect(audit[0]?.actorUserId).toBe(owner.userId);
  });

  it('an unknown or inactive sector keeps the earlier choice and writes nothing', async () => {
    const { owner, row } = await w.ownedCompany();
    await w.api.setSectors(owner.cookie, row.id, [parent.id]);
    const [inactive] = await w.app.db
      .insert(sector)
      .values({ slug: `kapali-${Date.now()}`, nameTr: 'Kapalı', nameEn: 'Closed', isActive: false })
      .returning();
    for (const ids of [[child.id, 'yok-boyle-sektor'], [inactive!.id]]) {
      const response = await w.api.setSectors(owner.cookie, row.id, ids);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        expect.objectContaining({ field: 'sectorIds', messageKey: 'companies.unknownSector' }),
      ]);
    }
    expect(await storedSectors(row.id)).toEqual([parent.id]);
    expect(await w.auditOf('company.sectorsChanged', row.id)).toHaveLength(1);
  });
});
