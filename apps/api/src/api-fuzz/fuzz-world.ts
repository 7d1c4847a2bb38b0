import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { company, user } from '../db/schema/index.ts';
import { uploadPdf } from '../test/files.ts';
import { createTestApp, inject, nextIp, PASSWORD, signIn, type TestApp } from '../test/helper.ts';
import { makeOrder } from '../test/orders.ts';
import {
  anySectorId,
  insertAd,
  insertBid,
  signedInCompany,
  type CompanyUser,
} from '../test/procurement.ts';
import { STAFF_ADMIN } from '../test/staff-world.ts';
import { rowCounter, valuePools } from './database-reads.ts';
import type { ValuePools } from './schema-values.ts';

export type ActorName = 'visitor' | 'company' | 'staff';

/** Who sends the requests: nobody, a user of an approved buyer+seller company, the admin. */
export interface Actor {
  name: ActorName;
  cookie?: string;
  userId?: string;
  email?: string;
  password?: string;
}

export interface FuzzWorld {
  app: FastifyInstance;
  actors: Record<ActorName, Actor>;
  pools: ValuePools;
  rowCounts: () => Promise<Record<string, number>>;
  close: () => Promise<void>;
}

/** Records of every kind, so that path ids and body ids can name real ones. */
async function populate(app: FastifyInstance, own: CompanyUser, staff: Actor) {
  const other = await signedInCompany(app, { buyer: true, seller: true });
  const sectorId = await anySectorId(app.db);
  const theirAd = await insertAd(app.db, { companyId: other.companyId, sectorId });
  await insertBid(app.db, { adId: theirAd.id, sellerCompanyId: own.companyId, unitPrices: ['5'] });
  const ownAd = await insertAd(app.db, { companyId: own.companyId, sectorId });
  await insertBid(app.db, { adId: ownAd.id, sellerCompanyId: other.companyId, unitPrices: ['7'] });
  await insertAd(app.db, { companyId: own.companyId, sectorId, status: 'draft' });
  const bought = await makeOrder(app, { buyer: own, seller: other, sectorId });
  await makeOrder(app, { buyer: other, seller: own, sectorId });
  await uploadPdf(app, own, 'adAttachment', 'teknik-sartname.pdf');
  const writes: [string, Record<string, unknown>, string | undefined][] = [
    [`/api/ads/${theirAd.id}/questions`, { body: 'Teslimat yeri değişebilir mi?' }, own.cookie],
    [`/api/orders/${bought.id}/messages`, { body: 'Merhaba, sevkiyat ne zaman?' }, own.cookie],
    [
      '/api/support/tickets',
      { subject: 'Fatura sorusu', category: 'technical', message: 'Faturamı nereden indiririm?' },
      own.cookie,
    ],
    ['/api/company/invitations', { email: 'davetli@ornek.com.tr', role: 'member' }, own.cookie],
    [
      '/api/admin/posts',
      { kind: 'blog', status: 'published', content: '<p>Yazı</p>' },
      staff.cookie,
    ],
  ];
  for (const [url, payload, cookie] of writes) {
    const response = await inject(app, {
      method: 'POST',
      url,
      payload,
      cookie,
      remoteAddress: nextIp(),
    });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
  }
}

/**
 * Undoes what a valid request of the fuzz may have done to the actors themselves (banned,
 * demoted, company rejected, signed out), so the next operation is tried by the same people.
 */
export async function heal(world: FuzzWorld): Promise<void> {
  const { app, actors } = world;
  await app.db
    .update(user)
    .set({ banned: false, role: 'admin' })
    .where(eq(user.id, actors.staff.userId ?? ''));
  await app.db
    .update(user)
    .set({ banned: false, role: 'user' })
    .where(eq(user.id, actors.company.userId ?? ''));
  await app.db
    .update(company)
    .set({ isBuyerConfirmed: 'yes', isSellerConfirmed: 'yes' })
    .where(eq(company.adminUserId, actors.company.userId ?? ''));
  for (const actor of [actors.company, actors.staff]) {
    const me = await inject(app, { method: 'GET', url: '/api/me', cookie: actor.cookie });
    if (me.statusCode === 200) continue;
    actor.cookie = (await signIn(app, actor.email ?? '', actor.password ?? '')).cookie;
  }
}

/** The app with a data directory of its own, its actors and a record of every kind. */
export async function createFuzzWorld(): Promise<FuzzWorld> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'teklifal-fuzz-'));
  const testApp: TestApp = await createTestApp({ admin: STAFF_ADMIN, dataDir });
  const { app } = testApp;
  const own = await signedInCompany(app, { buyer: true, seller: true });
  const admin = await signIn(app, STAFF_ADMIN.email, STAFF_ADMIN.password);
  const actors: Record<ActorName, Actor> = {
    visitor: { name: 'visitor' },
    company: { name: 'company', ...own, password: PASSWORD },
    staff: { name: 'staff', ...admin, password: STAFF_ADMIN.password },
  };
  await populate(app, own, actors.staff);
  return {
    app,
    actors,
    pools: await valuePools(app),
    rowCounts: await rowCounter(app),
    close: async () => {
      await testApp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
