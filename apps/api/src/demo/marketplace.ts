import type { FastifyInstance } from 'fastify';
import type { AdView } from '@teklifal/core';
import type { DemoCompanies } from './accounts.ts';
import { present } from './client.ts';
import { createDemoOrders } from './marketplace-orders.ts';
import { closeDemoAd, createDemoAd, placeDemoBid } from './procurement.ts';

/**
 * Ads in every status, bids (sealed, invited-only, in two currencies), questions; the awarded
 * ads and their orders in every status come from marketplace-orders.ts.
 */
export async function createDemoMarketplace(app: FastifyInstance, companies: DemoCompanies) {
  const { buyer, sellerEge: ege, sellerMarmara: marmara, both } = companies;
  const buyerUser = buyer.owner;

  // Open ad with bids in two currencies, questions and answers.
  const boxes = await createDemoAd(app, buyer.member, {
    title: 'Oluklu mukavva koli ve ambalaj bandı alımı',
    description:
      'Makarna ve bakliyat sevkiyatlarımız için çift oluklu koli ile koli bandı alınacaktır. Koliler tek renk logo baskılı olacaktır; numune talep edilebilir.',
    sectorSlug: 'ambalaj-karton-koli',
    items: [
      {
        name: 'Çift oluklu koli 40x30x30 cm',
        specification: 'BC dalga, 1 renk baskı',
        quantity: '5000',
        unit: 'adet',
      },
      {
        name: 'Çift oluklu koli 60x40x40 cm',
        specification: 'BC dalga, baskısız',
        quantity: '2000',
        unit: 'adet',
      },
      {
        name: 'Koli bandı 45 mm x 100 m',
        specification: 'Şeffaf, akrilik yapışkan',
        quantity: '300',
        unit: 'rulo',
      },
    ],
    deadlineDays: 5,
    bidCurrencyRule: 'any',
    budget: '150000',
    budgetVisible: true,
  });
  await placeDemoBid(ege.owner, boxes, ['11.40', '18.75', '42.50'], {
    deliveryDays: 7,
    note: 'Baskı kalıbı bedeli fiyata dahildir.',
  });
  await placeDemoBid(marmara.member, boxes, ['0.34', '0.55', '1.20'], {
    currency: 'USD',
    deliveryDays: 12,
  });
  await placeDemoBid(both.owner, boxes, ['12.10', '19.20', '39.90'], { deliveryDays: 9 });
  await ege.member.post(`/api/ads/${boxes.id}/questions`, {
    body: 'Koliler için istenen patlama direnci ve gramaj bilgisini paylaşabilir misiniz?',
  });
  await marmara.owner.post(`/api/ads/${boxes.id}/questions`, {
    body: 'Teslimat tek seferde mi olacak, yoksa parçalı sevkiyat kabul ediliyor mu?',
  });
  const questions = await buyerUser.get<{ id: string }[]>(`/api/ads/${boxes.id}/questions`);
  await buyerUser.post(
    `/api/ads/${boxes.id}/questions/${present(questions[0], 'question').id}/answer`,
    {
      answer: 'Patlama direnci en az 14 kg/cm², kâğıt gramajı 150/120/150 g/m² olmalıdır.',
    },
  );

  // Sealed ad: nobody sees amounts before the deadline.
  const pipes = await createDemoAd(app, buyerUser, {
    title: 'Paslanmaz çelik boru ve küresel vana (kapalı zarf)',
    description:
      'Üretim hattı yenilemesi için AISI 304 paslanmaz boru ve vana alımı. Malzeme sertifikası zorunludur.',
    sectorSlug: 'metal-paslanmaz-celik',
    items: [
      {
        name: 'Paslanmaz boru DN50',
        specification: 'AISI 304, 6 m boy, EN 10217-7',
        quantity: '180',
        unit: 'm',
      },
      {
        name: 'Küresel vana DN50',
        specification: 'PN16, flanşlı, AISI 316 gövde',
        quantity: '24',
        unit: 'adet',
      },
    ],
    deadlineDays: 3,
    sealed: true,
    currency: 'EUR',
  });
  await placeDemoBid(marmara.owner, pipes, ['38.50', '146.00'], {
    currency: 'EUR',
    deliveryDays: 14,
  });
  await placeDemoBid(both.member, pipes, ['36.90', '152.00'], {
    currency: 'EUR',
    deliveryDays: 20,
  });

  // Invited-only ad: only the invited sellers see it.
  const pump = await createDemoAd(app, buyerUser, {
    title: 'Santrifüj pompa yedek parça ve bakım seti',
    description:
      'Mevcut 3 adet santrifüj pompamız için yedek parça ve yıllık bakım seti. Yalnızca davetli tedarikçiler.',
    sectorSlug: 'makine-pompa-kompresor',
    items: [
      {
        name: 'Mekanik salmastra seti',
        specification: 'Ø35 mm, SiC/SiC',
        quantity: '6',
        unit: 'set',
      },
      { name: 'Pompa çarkı', specification: 'Pik döküm, Ø210 mm', quantity: '3', unit: 'adet' },
    ],
    deadlineDays: 6,
    invitedCompanyIds: [marmara.id, both.id],
  });
  await placeDemoBid(both.owner, pump, ['2450', '8900'], { deliveryDays: 15 });

  // Closed ad waiting for the award.
  const safety = await createDemoAd(app, buyer.member, {
    title: 'İş güvenliği ekipmanları (baret, eldiven, gözlük)',
    description: 'Üç tesisimiz için yıllık kişisel koruyucu donanım ihtiyacı.',
    sectorSlug: 'is-kisisel-koruyucu',
    items: [
      { name: 'Baret', specification: 'EN 397, ayarlı', quantity: '150', unit: 'adet' },
      {
        name: 'Nitril eldiven',
        specification: 'EN 388, gıdaya uygun',
        quantity: '400',
        unit: 'çift',
      },
      {
        name: 'Koruyucu gözlük',
        specification: 'EN 166, buğulanmaz',
        quantity: '150',
        unit: 'adet',
      },
    ],
  });
  await placeDemoBid(marmara.owner, safety, ['185', '42', '95']);
  await placeDemoBid(ege.owner, safety, ['210', '39.5', '99']);
  await closeDemoAd(app, safety.id);

  const orders = await createDemoOrders(app, companies);

  // A draft and a cancelled ad.
  await createDemoAd(
    app,
    buyer.member,
    {
      title: 'Soğuk zincir nakliye hizmeti (taslak)',
      description: 'İzmir ve Ankara depolarımıza haftalık frigorifik sevkiyat hizmeti.',
      sectorSlug: 'lojistik-soguk-zincir',
      items: [
        {
          name: 'Frigorifik kamyon seferi',
          specification: 'İstanbul–İzmir, +4 °C',
          quantity: '24',
          unit: 'adet',
        },
      ],
    },
    { publish: false },
  );
  // A draft saved early: a title and a few words so far, the rest to come before publishing.
  await buyerUser.post<AdView>('/api/ads', {
    title: 'Depo raf sistemi yenileme',
    description: 'Ana depodaki eski rafların yerine ağır yük raf sistemi.',
    items: [{ name: 'Ağır yük rafı', specification: '3 katlı, 2,5 m', unit: 'adet' }],
    deliveryCity: 'İstanbul',
  });
  const fair = await createDemoAd(app, buyerUser, {
    title: 'Fuar standı tasarımı ve kurulumu',
    description: 'WorldFood İstanbul fuarı için 36 m² stand tasarımı ve kurulumu.',
    sectorSlug: 'matbaa-fuar-stand',
    items: [
      {
        name: 'Stand tasarım ve kurulum',
        specification: '36 m², ada stand',
        quantity: '1',
        unit: 'set',
      },
    ],
  });
  await buyerUser.post(`/api/ads/${fair.id}/cancel`, {
    reason: 'Fuara katılım kararı bu yıl için iptal edildi.',
  });

  return orders;
}

export type DemoOrders = Awaited<ReturnType<typeof createDemoMarketplace>>;
