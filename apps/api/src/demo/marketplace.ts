// Past the house limit on purpose: the demo story (companies, ads, bids, orders, chats) reads
// best top to bottom as one script; it runs only for `npm start`'s demo data.
import type { FastifyInstance } from 'fastify';
import type { AdItemInput, AdView, AwardResult, OrderCommand } from '@teklifal/core';
import type { DemoCompanies, DemoCompany } from './accounts.ts';
import { spreadHistory } from './history.ts';
import { present, type DemoSession } from './client.ts';
import { bidIdOf, closeDemoAd, createDemoAd, istanbulDay, placeDemoBid } from './procurement.ts';

async function awardWhole(
  app: FastifyInstance,
  buyer: DemoSession,
  adId: string,
  winner: DemoCompany,
) {
  const result = await buyer.post<AwardResult>(`/api/ads/${adId}/award`, {
    mode: 'whole',
    bidId: await bidIdOf(app, adId, winner.id),
  });
  return present(result.orders[0], 'order');
}

async function run(session: DemoSession, orderId: string, commands: OrderCommand[]) {
  const bodies: Partial<Record<OrderCommand, object>> = {
    ship: { trackingInfo: 'Yurtiçi Kargo, takip no 7281 4410 9923' },
  };
  for (const command of commands) {
    await session.post(`/api/orders/${orderId}/${command}`, bodies[command] ?? {});
  }
}

/** Ads in every status, bids (sealed, invited-only, split award), orders in every status, ratings. */
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

  // Split award: paper to Ege, envelopes to Marmara.
  const paper = await createDemoAd(app, buyerUser, {
    title: 'Ofis kâğıdı ve zarf alımı',
    description: 'Genel müdürlük ve fabrikalar için üç aylık kâğıt ve zarf ihtiyacı.',
    sectorSlug: 'ofis-kirtasiye-urunleri',
    items: [
      {
        name: 'A4 fotokopi kâğıdı 80 g',
        specification: '500 yaprak/paket, 5 paket/koli',
        quantity: '120',
        unit: 'koli',
      },
      { name: 'Antetli zarf', specification: '114x162 mm, logolu', quantity: '5000', unit: 'adet' },
    ],
  });
  await placeDemoBid(ege.owner, paper, ['612.50', '1.95']);
  await placeDemoBid(marmara.owner, paper, ['640.00', '1.70']);
  const [paperLine, envelopeLine] = paper.items;
  const split = await buyerUser.post<AwardResult>(`/api/ads/${paper.id}/award`, {
    mode: 'lines',
    lines: [
      {
        adItemId: present(paperLine, 'paper line').id,
        bidId: await bidIdOf(app, paper.id, ege.id),
      },
      {
        adItemId: present(envelopeLine, 'envelope line').id,
        bidId: await bidIdOf(app, paper.id, marmara.id),
      },
    ],
  });
  const paperOrder = present(
    split.orders.find((o) => o.sellerCompanyId === ege.id),
    'paper order',
  );
  const envelopeOrder = present(
    split.orders.find((o) => o.sellerCompanyId === marmara.id),
    'envelope order',
  );
  await run(ege.owner, paperOrder.id, ['confirm', 'prepare', 'ship']);
  await run(buyerUser, paperOrder.id, ['deliver', 'complete']);
  await buyerUser.post(`/api/orders/${paperOrder.id}/rating`, {
    stars: 5,
    comment: 'Zamanında ve eksiksiz teslim, teşekkürler.',
  });
  await ege.owner.post(`/api/orders/${paperOrder.id}/rating`, {
    stars: 5,
    comment: 'Ödeme vadesinde yapıldı, iletişim çok iyi.',
  });
  await run(marmara.member, envelopeOrder.id, ['confirm', 'ship']);

  // One order per remaining status.
  const simple = async (
    title: string,
    slug: string,
    item: AdItemInput,
    prices: [DemoCompany, string][],
  ) => {
    const created = await createDemoAd(app, buyerUser, {
      title,
      description: `${title}: yıllık ihtiyaç için teklif bekliyoruz.`,
      sectorSlug: slug,
      items: [item],
    });
    for (const [seller, price] of prices) await placeDemoBid(seller.owner, created, [price]);
    return created;
  };
  const cleaning = await simple(
    'Temizlik kimyasalları yıllık alımı',
    'temizlik-kimyasallari',
    {
      name: 'Endüstriyel yüzey temizleyici',
      specification: '20 lt bidon, gıda tesisine uygun',
      quantity: '80',
      unit: 'adet',
    },
    [[marmara, '890']],
  );
  const cleaningOrder = await awardWhole(app, buyerUser, cleaning.id, marmara);
  await run(marmara.owner, cleaningOrder.id, ['confirm', 'prepare']);

  const labels = await simple(
    'Etiket ve barkod rulosu',
    'ambalaj-etiket',
    {
      name: 'Termal barkod etiketi 100x150',
      specification: '500 adet/rulo',
      quantity: '400',
      unit: 'rulo',
    },
    [
      [ege, '96.40'],
      [marmara, '101'],
    ],
  );
  const labelsOrder = await awardWhole(app, buyerUser, labels.id, ege);

  const gloves = await simple(
    'Gıda sınıfı nitril eldiven',
    'is-kisisel-koruyucu',
    {
      name: 'Nitril eldiven, pudrasız',
      specification: 'Mavi, M beden, 100 adet/kutu',
      quantity: '600',
      unit: 'koli',
    },
    [[marmara, '185']],
  );
  await run(marmara.owner, (await awardWhole(app, buyerUser, gloves.id, marmara)).id, ['confirm']);

  const stretch = await simple(
    'Streç film alımı',
    'ambalaj-esnek',
    {
      name: 'Makine streç filmi 23 mikron',
      specification: '50 cm x 1500 m',
      quantity: '250',
      unit: 'rulo',
    },
    [
      [ege, '745'],
      [marmara, '790'],
    ],
  );
  const declined = await awardWhole(app, buyerUser, stretch.id, ege);
  await ege.owner.post(`/api/orders/${declined.id}/decline`, {
    reason: 'Hammadde tedarikindeki gecikme nedeniyle istenen tarihte teslim edemiyoruz.',
    proposedDeliveryDate: istanbulDay(45),
  });

  const pallets = await simple(
    'Ahşap palet alımı',
    'ambalaj-palet-kasa',
    {
      name: 'Euro palet 80x120',
      specification: 'ISPM-15 ısıl işlemli',
      quantity: '500',
      unit: 'adet',
    },
    [[marmara, '265']],
  );
  const cancelled = await awardWhole(app, buyerUser, pallets.id, marmara);
  await buyerUser.post(`/api/orders/${cancelled.id}/cancel`, {
    reason: 'Depo projesi ertelendiği için ihtiyaç ortadan kalktı.',
  });

  // The company that is both buys too: its order is delivered and waits for completion.
  const kit = await createDemoAd(app, both.owner, {
    title: 'Kompresör bakım kiti',
    description: 'Vidalı kompresörlerimiz için yağ, filtre ve separatör bakım kiti.',
    sectorSlug: 'makine-pompa-kompresor',
    items: [
      {
        name: 'Bakım kiti 37 kW',
        specification: 'Yağ + hava/yağ filtresi + separatör',
        quantity: '4',
        unit: 'set',
      },
    ],
  });
  await placeDemoBid(marmara.owner, kit, ['7850']);
  const kitOrder = await awardWhole(app, both.owner, kit.id, marmara);
  await run(marmara.owner, kitOrder.id, ['confirm', 'prepare', 'ship']);
  await run(both.owner, kitOrder.id, ['deliver']);

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

  await spreadHistory(app);
  return { paperOrder, envelopeOrder, cleaningOrder, labelsOrder, kitOrder };
}

export type DemoOrders = Awaited<ReturnType<typeof createDemoMarketplace>>;
