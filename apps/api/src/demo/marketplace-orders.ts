import type { FastifyInstance } from 'fastify';
import type { AdItemInput } from '@teklifal/core';
import type { DemoCompanies, DemoCompany } from './accounts.ts';
import { present, type DemoSession } from './client.ts';
import { storyStart } from './history.ts';
import { bidIdOf, istanbulDay } from './procurement.ts';
import { AwardStory } from './story.ts';
import { StoryClock } from './story-clock.ts';

/** The awarded ads below, oldest first. */
const STORIES = 7;

/**
 * The demo buyers' awarded ads and their orders, one in every status, a split award and
 * ratings: each ad's story weeks before the next (storyStart), its notifications, mails and
 * audit lines dated on the days of its steps.
 */
export async function createDemoOrders(app: FastifyInstance, companies: DemoCompanies) {
  const { buyer, sellerEge: ege, sellerMarmara: marmara, both } = companies;
  const buyerUser = buyer.owner;
  const clock = new StoryClock();
  const stories: AwardStory[] = [];
  const story = () => {
    const next = new AwardStory(app, clock, storyStart(stories.length, STORIES));
    stories.push(next);
    return next;
  };
  const awardWhole = async (told: AwardStory, by: DemoSession, winner: DemoCompany) => {
    const result = await told.award(by, {
      mode: 'whole',
      bidId: await bidIdOf(app, told.ad.id, winner.id),
    });
    return present(result.orders[0], 'order');
  };

  // Split award: paper to Ege, envelopes to Marmara.
  const paper = story();
  await paper.publish(buyerUser, {
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
  await paper.bid(ege.owner, ['612.50', '1.95']);
  await paper.bid(marmara.owner, ['640.00', '1.70']);
  const [paperLine, envelopeLine] = paper.ad.items;
  const split = await paper.award(buyerUser, {
    mode: 'lines',
    lines: [
      {
        adItemId: present(paperLine, 'paper line').id,
        bidId: await bidIdOf(app, paper.ad.id, ege.id),
      },
      {
        adItemId: present(envelopeLine, 'envelope line').id,
        bidId: await bidIdOf(app, paper.ad.id, marmara.id),
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
  const paperSteps = paper.order(paperOrder.id);
  await paperSteps.run(ege.owner, ['confirm', 'prepare', 'ship']);
  await paperSteps.run(buyerUser, ['deliver', 'complete']);
  await paperSteps.rate(buyerUser, {
    stars: 5,
    comment: 'Zamanında ve eksiksiz teslim, teşekkürler.',
  });
  await paperSteps.rate(ege.owner, {
    stars: 5,
    comment: 'Ödeme vadesinde yapıldı, iletişim çok iyi.',
  });
  await paper.order(envelopeOrder.id).run(marmara.member, ['confirm', 'ship']);

  // One order per remaining status.
  const simple = async (
    title: string,
    slug: string,
    item: AdItemInput,
    prices: [DemoCompany, string][],
  ) => {
    const told = story();
    await told.publish(buyerUser, {
      title,
      description: `${title}: yıllık ihtiyaç için teklif bekliyoruz.`,
      sectorSlug: slug,
      items: [item],
    });
    for (const [seller, price] of prices) await told.bid(seller.owner, [price]);
    return told;
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
  const cleaningOrder = await awardWhole(cleaning, buyerUser, marmara);
  await cleaning.order(cleaningOrder.id).run(marmara.owner, ['confirm', 'prepare']);

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
  const labelsOrder = await awardWhole(labels, buyerUser, ege);

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
  const glovesOrder = await awardWhole(gloves, buyerUser, marmara);
  await gloves.order(glovesOrder.id).run(marmara.owner, ['confirm']);

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
  const declined = await awardWhole(stretch, buyerUser, ege);
  // The proposed date is today's distance from the ad's delivery date; retellAd keeps it.
  await stretch.order(declined.id).run(ege.owner, ['decline'], {
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
  const cancelled = await awardWhole(pallets, buyerUser, marmara);
  await pallets.order(cancelled.id).run(buyerUser, ['cancel'], {
    reason: 'Depo projesi ertelendiği için ihtiyaç ortadan kalktı.',
  });

  // The company that is both buys too: its order is delivered and waits for completion.
  const kit = story();
  await kit.publish(both.owner, {
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
  await kit.bid(marmara.owner, ['7850']);
  const kitOrder = await awardWhole(kit, both.owner, marmara);
  const kitSteps = kit.order(kitOrder.id);
  await kitSteps.run(marmara.owner, ['confirm', 'prepare', 'ship']);
  await kitSteps.run(both.owner, ['deliver']);

  if (stories.length !== STORIES) throw new Error(`demo: ${stories.length} stories told`);
  clock.end();
  for (const told of stories) await told.retell();
  await clock.retellRecords(app);
  return { paperOrder, envelopeOrder, cleaningOrder, labelsOrder, kitOrder };
}
