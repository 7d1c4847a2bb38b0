import { approvedCompany } from './companies.ts';
import { DAY, istanbulDay, json, sessionOf, type AdView } from './world-api.ts';

/**
 * A reverse auction's starting point: a buyer and two approved sellers, an ad of two lines
 * (1.000 boxes, 100 rolls of tape) on which both sellers bid in the sealed round, and the
 * round closed early by the buyer. Seller A starts at 12.000,00 (10 + 20), seller B at
 * 12.500,00 (10,50 + 20).
 */
export async function createAuctionWorld() {
  const stamp = Date.now() % 100_000;
  const buyer = await approvedCompany({
    name: `Marmara Gıda ${stamp} A.Ş.`,
    person: 'Ayşe Demir',
    roles: ['buyer'],
  });
  const sellerA = await approvedCompany({
    name: `Anadolu Ambalaj ${stamp} Ltd. Şti.`,
    person: 'Can Öztürk',
    roles: ['seller'],
    sectorSlugs: ['ambalaj-karton-koli'],
  });
  const sellerB = await approvedCompany({
    name: `Boğaziçi Koli ${stamp} A.Ş.`,
    person: 'Elif Kaya',
    roles: ['seller'],
    sectorSlugs: ['ambalaj-karton-koli'],
  });
  const buyerApi = await sessionOf(buyer.email, 70);
  const sectors = await json<{ items: { id: string; slug: string }[] }>(
    await buyerApi.get('/api/sectors'),
    'sectors',
  );
  const deadline = new Date(Date.now() + 7 * DAY);
  const title = `Koli ve bant alımı (eksiltme) ${stamp}`;
  const draft = await json<AdView>(
    await buyerApi.post('/api/ads', {
      data: {
        title,
        description: 'Sevkiyatlarımız için çift oluklu koli ve koli bandı alınacaktır.',
        sectorId: sectors.items.find((s) => s.slug === 'ambalaj-karton-koli')?.id,
        items: [
          { name: 'Koli 40x30x30', specification: null, quantity: '1000', unit: 'adet' },
          { name: 'Koli bandı 45 mm', specification: null, quantity: '100', unit: 'adet' },
        ],
        attachmentFileIds: [],
        deliveryCity: 'İzmir',
        deliveryAddress: 'Atatürk OSB 10. Sokak No: 4, Çiğli',
        deliveryDate: istanbulDay(new Date(Date.now() + 30 * DAY)),
        bidDeadline: deadline.toISOString(),
        paymentTerms: '30 gün vadeli',
        currency: 'TRY',
      },
    }),
    'create ad',
  );
  const ad = await json<AdView>(await buyerApi.post(`/api/ads/${draft.id}/publish`), 'publish ad');
  for (const [seller, prices] of [
    [sellerA, ['10', '20']],
    [sellerB, ['10.50', '20']],
  ] as const) {
    const api = await sessionOf(seller.email, 70);
    await json(
      await api.put(`/api/ads/${ad.id}/bids/mine`, {
        data: {
          items: ad.items.map((item, index) => ({ adItemId: item.id, unitPrice: prices[index] })),
          currency: 'TRY',
          deliveryDays: 7,
          validUntil: istanbulDay(new Date(Date.now() + 60 * DAY)),
          paymentTerms: '30 gün vadeli',
          note: null,
          attachmentFileIds: [],
          submit: true,
        },
      }),
      'bid',
    );
    await api.dispose();
  }
  await json(await buyerApi.post(`/api/ads/${ad.id}/close`, { data: {} }), 'close');
  await buyerApi.dispose();
  return { buyer, sellerA, sellerB, ad, title, adPath: `/ad-details/${ad.companyId}/${ad.id}` };
}
