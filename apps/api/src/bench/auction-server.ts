import type { FastifyInstance } from 'fastify';
import { pushDevice } from '../db/schema/index.ts';
import { runServer } from '../serve.ts';
import { createCompany } from '../test/factories.ts';
import { signUpAndSignIn } from '../test/helper.ts';
import { anySectorId, insertAd, insertBid } from '../test/procurement.ts';

/**
 * The first instance of `node scripts/bench/auction.mjs`: before it listens it makes a buyer,
 * BENCH_SELLERS sellers (50) each with a sealed bid on one closed ad of the buyer, all signed in
 * through the real sign-up, and prints them as one `BENCH_AUCTION_WORLD {json}` line (their
 * session cookies work on every instance: sessions live in the database). Seller i gets the
 * push subscription i of BENCH_PUSH_SUBSCRIPTIONS (the bench's push service, on loopback http:
 * stored as the route would store one, which takes https push services only).
 */
const sellers = Number(process.env.BENCH_SELLERS ?? 50);
const subscriptions = JSON.parse(process.env.BENCH_PUSH_SUBSCRIPTIONS ?? '[]') as {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}[];

async function person(app: FastifyInstance, roles: { buyer?: boolean; seller?: boolean }) {
  const signedIn = await signUpAndSignIn(app);
  const company = await createCompany(app.db, {
    adminUserId: signedIn.userId,
    name: `Ölçüm ${roles.buyer ? 'Alıcı' : 'Satıcı'} ${signedIn.userId.slice(-6)} A.Ş.`,
    isBuyerConfirmed: roles.buyer ? 'yes' : 'no',
    isSellerConfirmed: roles.seller ? 'yes' : 'no',
  });
  return {
    cookie: signedIn.cookie,
    userId: signedIn.userId,
    companyId: company.id,
    companyName: company.name,
  };
}

runServer({
  prepare: async (app) => {
    const buyer = await person(app, { buyer: true });
    const ad = await insertAd(app.db, {
      companyId: buyer.companyId,
      sectorId: await anySectorId(app.db),
      status: 'closed',
      bidDeadline: new Date(Date.now() - 60_000),
      title: 'Ölçüm: hazır beton alımı',
      items: [{ name: 'Hazır beton C30', quantity: '100', unit: 'm3' }],
    });
    const people = [];
    for (let index = 0; index < sellers; index++) {
      const seller = await person(app, { seller: true });
      await insertBid(app.db, {
        adId: ad.id,
        sellerCompanyId: seller.companyId,
        unitPrices: [String(2000 + index)],
      });
      const subscription = subscriptions[index];
      if (subscription) {
        await app.db.insert(pushDevice).values({
          userId: seller.userId,
          endpoint: subscription.endpoint,
          ...subscription.keys,
          label: 'Ölçüm telefonu',
        });
      }
      people.push(seller);
    }
    const world = { buyer, sellers: people, adId: ad.id, itemId: ad.itemIds[0] };
    console.log(`BENCH_AUCTION_WORLD ${JSON.stringify(world)}`);
  },
});
