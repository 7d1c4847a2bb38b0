import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { company, file } from '../../db/schema/index.ts';
import { createCompany } from '../../test/factories.ts';
import { inject, signUpAndSignIn } from '../../test/helper.ts';
import { useStaffWorld } from '../../test/staff-world.ts';
import { buyerCompany, sellerCompany } from '../orders/queries/order-context.ts';
import { presentCompanySummary } from './presenter.ts';
import { companySummaryColumnsOf, loadCompanySummaries } from './queries/company-summaries.ts';

const staff = useStaffWorld();
/** The app, a company and its owner, another company, and the platform admin. */
const w = {
  get app() {
    return staff.app;
  },
  companyId: '',
  otherCompanyId: '',
  people: {} as Record<'owner' | 'platformAdmin', { cookie: string }>,
};
beforeAll(async () => {
  const owner = await signUpAndSignIn(w.app);
  const otherOwner = await signUpAndSignIn(w.app);
  w.people = { owner, platformAdmin: staff.admin };
  w.companyId = (await createCompany(w.app.db, { adminUserId: owner.userId })).id;
  w.otherCompanyId = (
    await createCompany(w.app.db, { adminUserId: otherOwner.userId, name: 'Ege Tekstil Ltd.' })
  ).id;
});

const PLACEHOLDER = 'data:image/webp;base64,UklGRkgAAABXRUJQ';

/** A logo's file row as an upload leaves it; `facts: false` as one from before sizes were kept. */
async function storedLogo(facts = true) {
  const [row] = await w.app.db
    .insert(file)
    .values({
      purpose: 'logo',
      storageKey: `2026/11/${crypto.randomUUID()}`,
      originalName: 'logo.png',
      mimeType: 'image/png',
      size: 2048,
      sha256: 'b'.repeat(64),
      ...(facts ? { width: 600, height: 200, placeholder: PLACEHOLDER } : {}),
    })
    .returning();
  return row!.id;
}

const setLogo = (companyId: string, logoFileId: string | null) =>
  w.app.db.update(company).set({ logoFileId }).where(eq(company.id, companyId));

const sized = (fileId: string) => ({
  url: `/api/files/${fileId}`,
  width: 600,
  height: 200,
  placeholder: PLACEHOLDER,
});

describe('company logos in the sizes a page needs', () => {
  it('come with their stored size on the company page of its members and of the staff', async () => {
    const logo = await storedLogo();
    await setLogo(w.companyId, logo);

    const mine = await inject(w.app, {
      method: 'GET',
      url: '/api/companies/mine',
      cookie: w.people.owner.cookie,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ logoUrl: `/api/files/${logo}`, logoImage: sized(logo) });

    const staff = await inject(w.app, {
      method: 'GET',
      url: `/api/admin/companies/${w.companyId}`,
      cookie: w.people.platformAdmin.cookie,
    });
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toMatchObject({ logoUrl: `/api/files/${logo}`, logoImage: sized(logo) });
  });

  it('fall back to the logo as uploaded when its size is not known yet, and to none', async () => {
    const earlier = await storedLogo(false);
    await setLogo(w.companyId, earlier);
    const mine = await inject(w.app, {
      method: 'GET',
      url: '/api/companies/mine',
      cookie: w.people.owner.cookie,
    });
    expect(mine.json()).toMatchObject({ logoUrl: `/api/files/${earlier}`, logoImage: null });

    await setLogo(w.companyId, null);
    const none = await inject(w.app, {
      method: 'GET',
      url: '/api/companies/mine',
      cookie: w.people.owner.cookie,
    });
    expect(none.json()).toMatchObject({ logoUrl: null, logoImage: null });
  });

  it('are read in the statement that reads the companies of a list: no statement more', async () => {
    const logo = await storedLogo();
    const earlier = await storedLogo(false);
    await setLogo(w.companyId, logo);
    await setLogo(w.otherCompanyId, earlier);

    const select = vi.spyOn(w.app.db, 'select');
    const summaries = await loadCompanySummaries(w.app.db, [w.companyId, w.otherCompanyId]);
    expect(select).toHaveBeenCalledTimes(1);
    select.mockRestore();

    expect(summaries.get(w.companyId)).toMatchObject({
      logoUrl: `/api/files/${logo}`,
      logoImage: sized(logo),
    });
    expect(summaries.get(w.otherCompanyId)).toMatchObject({
      logoUrl: `/api/files/${earlier}`,
      logoImage: null,
    });
  });

  it('are read for the buyer and the seller of an order alike (aliases of the company table)', async () => {
    const logo = await storedLogo();
    await setLogo(w.companyId, logo);
    await setLogo(w.otherCompanyId, null);
    const [row] = await w.app.db
      .select({
        buyer: companySummaryColumnsOf(buyerCompany),
        seller: companySummaryColumnsOf(sellerCompany),
      })
      .from(buyerCompany)
      .innerJoin(sellerCompany, eq(sellerCompany.id, w.otherCompanyId))
      .where(inArray(buyerCompany.id, [w.companyId]));
    expect(presentCompanySummary(row!.buyer).logoImage).toEqual(sized(logo));
    expect(presentCompanySummary(row!.seller)).toMatchObject({ logoUrl: null, logoImage: null });
  });
});
