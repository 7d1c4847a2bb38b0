import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AdItemInput, CompanyView, CreateCompanyInput } from '@teklifal/core';
import { bid } from '../db/schema/index.ts';
import { createVerifiedUser } from '../modules/setup/commands/platform-admin.ts';
import { DEMO_PASSWORD, type DemoCompanies } from './accounts.ts';
import { present, signInDemo, type DemoSession } from './client.ts';
import { DAY } from './procurement.ts';
import { AwardStory } from './story.ts';
import { StoryClock } from './story-clock.ts';

/**
 * Four more buyers with a purchase history of their own: with the demo's buyers they make the
 * platform's past awards that fair-price hints (#14) are drawn from. None of them has a login
 * line in the banner; they exist only as other companies' past orders.
 */
const PAST_BUYERS: { owner: { name: string; email: string }; company: CreateCompanyInput }[] = [
  {
    owner: { name: 'Hakan Polat', email: 'hakan@trakyaun.demo' },
    company: {
      name: 'Trakya Un Sanayi A.Ş.',
      taxNumber: '5678912349',
      taxOffice: 'Edirne',
      city: 'Edirne',
      district: 'Merkez',
      address: 'Organize Sanayi Bölgesi 3. Cadde No: 7, Merkez',
      phone: '0284 225 40 40',
      email: 'satinalma@trakyaun.demo',
      website: null,
      description: 'Un ve irmik üretimi; iki değirmen, 120 çalışan.',
      requestedRoles: ['buyer'],
    },
  },
  {
    owner: { name: 'Elif Şahin', email: 'elif@baskentkonserve.demo' },
    company: {
      name: 'Başkent Konserve Gıda A.Ş.',
      taxNumber: '6789123457',
      taxOffice: 'Sincan',
      city: 'Ankara',
      district: 'Sincan',
      address: 'Sincan OSB, Ahi Evran Cad. No: 31, Sincan',
      phone: '0312 269 55 10',
      email: 'tedarik@baskentkonserve.demo',
      website: 'https://baskentkonserve.demo',
      description: 'Sebze ve meyve konserveleri, salça; mevsimlik 300 çalışan.',
      requestedRoles: ['buyer'],
    },
  },
  {
    owner: { name: 'Murat Acar', email: 'murat@cukurovatekstil.demo' },
    company: {
      name: 'Çukurova Tekstil Ltd. Şti.',
      taxNumber: '7891234561',
      taxOffice: 'Seyhan',
      city: 'Adana',
      district: 'Seyhan',
      address: 'Hacı Sabancı OSB, 9. Sokak No: 12, Sarıçam',
      phone: '0322 394 20 20',
      email: 'satinalma@cukurovatekstil.demo',
      website: null,
      description: 'Pamuklu kumaş dokuma ve boya-apre.',
      requestedRoles: ['buyer'],
    },
  },
  {
    owner: { name: 'Deniz Yıldız', email: 'deniz@egezeytin.demo' },
    company: {
      name: 'Ege Zeytin ve Yağ Sanayi A.Ş.',
      taxNumber: '8912345673',
      taxOffice: 'Akhisar',
      city: 'Manisa',
      district: 'Akhisar',
      address: 'Akhisar OSB, 4. Cadde No: 18, Akhisar',
      phone: '0236 412 30 30',
      email: 'satinalma@egezeytin.demo',
      website: null,
      description: 'Sofralık zeytin ve zeytinyağı; dolum ve paketleme tesisi.',
      requestedRoles: ['buyer'],
    },
  },
];

async function createPastBuyer(
  app: FastifyInstance,
  admin: DemoSession,
  spec: (typeof PAST_BUYERS)[number],
): Promise<DemoSession> {
  await createVerifiedUser(app.auth, { ...spec.owner, password: DEMO_PASSWORD, role: 'user' });
  const owner = await signInDemo(app, spec.owner.email, DEMO_PASSWORD);
  const created = await owner.post<CompanyView>('/api/companies', spec.company);
  await admin.post(`/api/admin/companies/${created.id}/decisions`, {
    role: 'buyer',
    decision: 'approve',
  });
  return owner;
}

interface PastAd {
  buyer: DemoSession;
  sectorSlug: string;
  title: string;
  items: AdItemInput[];
  /** The sellers' unit prices per line; the first seller wins the whole ad. */
  bids: [DemoSession, string[]][];
  /** When it was published, in days before today. */
  daysAgo: number;
}

/**
 * One past purchase told through the API: published, bid on, awarded whole, completed; then
 * moved to its days, with the notifications, mails and audit lines each step left (AwardStory).
 */
async function tellPastAd(app: FastifyInstance, spec: PastAd) {
  const clock = new StoryClock();
  const story = new AwardStory(app, clock, new Date(Date.now() - spec.daysAgo * DAY));
  const published = await story.publish(spec.buyer, {
    title: spec.title,
    description: `${spec.title}: dönemlik ihtiyacımız için teklif bekliyoruz.`,
    sectorSlug: spec.sectorSlug,
    items: spec.items,
    deliveryCity: 'Ankara',
    deliveryAddress: 'Merkez depo, teslim adresi siparişte bildirilecektir.',
    paymentTerms: '30 gün vadeli',
  });
  for (const [seller, prices] of spec.bids) await story.bid(seller, prices);
  const winner = present(spec.bids[0], 'winning bid')[0];
  const [winning] = await app.db
    .select({ id: bid.id })
    .from(bid)
    .where(eq(bid.adId, published.id))
    .orderBy(bid.createdAt)
    .limit(1);
  const result = await story.award(spec.buyer, {
    mode: 'whole',
    bidId: present(winning, 'winning bid').id,
  });
  const steps = story.order(present(result.orders[0], 'order').id);
  await steps.run(winner, ['confirm', 'prepare']);
  await steps.run(winner, ['ship'], { trackingInfo: 'Aras Kargo, takip no 3310 2298 5521' });
  await steps.run(spec.buyer, ['deliver', 'complete']);
  clock.end();
  await story.retell();
  await clock.retellRecords(app);
}

const boxLines = (withLarge: boolean): AdItemInput[] => [
  {
    name: 'Çift oluklu koli 40x30x30 cm',
    specification: 'BC dalga',
    quantity: '3000',
    unit: 'adet',
  },
  { name: 'Koli bandı 45 mm x 100 m', specification: 'Şeffaf', quantity: '200', unit: 'rulo' },
  ...(withLarge
    ? [
        {
          name: 'Çift oluklu koli 60x40x40 cm',
          specification: 'BC dalga',
          quantity: '1000',
          unit: 'adet' as const,
        },
      ]
    : []),
];

const safetyLines: AdItemInput[] = [
  { name: 'Baret', specification: 'EN 397', quantity: '80', unit: 'adet' },
  { name: 'Nitril eldiven', specification: 'EN 388', quantity: '300', unit: 'çift' },
  { name: 'Koruyucu gözlük', specification: 'EN 166', quantity: '80', unit: 'adet' },
];

/**
 * Past awards across the platform over the last year (#14): boxes, tape and safety gear bought
 * by five buyers besides the demo buyer, so it sees fair-price hints when it writes such a line
 * or compares the bids on its boxes and safety ads (its own awards never count for itself).
 * A hint needs five independent buyers who traded with others months ago (#27), one price
 * each, their latest; the two middle ones of each line lie in one price bucket (boxes 12–15,
 * tape 40–50, helmets 150–200, gloves 40–50, goggles 80–100), so each line shows a hint. The
 * large box was bought only twice: its line shows no hint, as thin data shows none. Runs after
 * the marketplace's story; each past ad keeps its own dates, every step after the one before.
 */
export async function createDemoPriceHistory(
  app: FastifyInstance,
  admin: DemoSession,
  companies: DemoCompanies,
) {
  const [trakya, baskent, cukurova, egeZeytin] = [
    await createPastBuyer(app, admin, present(PAST_BUYERS[0], 'buyer')),
    await createPastBuyer(app, admin, present(PAST_BUYERS[1], 'buyer')),
    await createPastBuyer(app, admin, present(PAST_BUYERS[2], 'buyer')),
    await createPastBuyer(app, admin, present(PAST_BUYERS[3], 'buyer')),
  ];
  const ege = companies.sellerEge.owner;
  const marmara = companies.sellerMarmara.owner;
  const karadeniz = companies.both.owner;
  const boxes = (buyer: DemoSession, daysAgo: number, prices: string[][], large = false) =>
    tellPastAd(app, {
      buyer,
      sectorSlug: 'ambalaj-karton-koli',
      title: 'Koli ve koli bandı alımı',
      items: boxLines(large),
      bids: [
        [ege, present(prices[0], 'prices')],
        [marmara, present(prices[1], 'prices')],
      ],
      daysAgo,
    });
  const safety = (buyer: DemoSession, daysAgo: number, winner: DemoSession, prices: string[]) =>
    tellPastAd(app, {
      buyer,
      sectorSlug: 'is-kisisel-koruyucu',
      title: 'Kişisel koruyucu donanım alımı',
      items: safetyLines,
      bids: [[winner, prices]],
      daysAgo,
    });

  await boxes(
    trakya,
    300,
    [
      ['10.90', '39.50', '17.80'],
      ['11.60', '41.00', '18.40'],
    ],
    true,
  );
  await safety(baskent, 280, marmara, ['178', '38.50', '88']);
  await boxes(baskent, 240, [
    ['11.20', '40.20'],
    ['11.90', '42.10'],
  ]);
  await safety(cukurova, 210, marmara, ['192', '41', '94']);
  await boxes(
    cukurova,
    180,
    [
      ['11.80', '42.90', '18.90'],
      ['12.40', '43.50', '19.60'],
    ],
    true,
  );
  await safety(karadeniz, 150, marmara, ['185', '39.90', '91']);
  await safety(egeZeytin, 130, marmara, ['188', '41.50', '92']);
  await boxes(karadeniz, 120, [
    ['12.30', '43.80'],
    ['12.70', '44.60'],
  ]);
  await safety(trakya, 100, marmara, ['199', '42.50', '97']);
  await boxes(trakya, 80, [
    ['12.60', '44.20'],
    ['13.10', '45.00'],
  ]);
  await safety(baskent, 65, marmara, ['205', '43.20', '99']);
  await boxes(egeZeytin, 50, [
    ['12.90', '44.90'],
    ['13.40', '45.60'],
  ]);
}
