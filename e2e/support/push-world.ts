import { approvedCompany } from './companies.ts';
import { DAY, istanbulDay, json, sessionOf, type AdView } from './world-api.ts';

const SECTOR = 'ambalaj-karton-koli';

/**
 * A seller who works in packaging and a buyer who publishes packaging ads: each new ad is a
 * notification (and a push) for the seller.
 */
export async function createPushWorld() {
  const stamp = Date.now() % 100_000;
  const seller = await approvedCompany({
    name: `Ege Koli ${stamp} Ltd. Şti.`,
    person: 'Can Öztürk',
    roles: ['seller'],
    sectorSlugs: [SECTOR],
  });
  const buyer = await approvedCompany({
    name: `Trakya Gıda ${stamp} A.Ş.`,
    person: 'Ayşe Demir',
    roles: ['buyer'],
  });
  const buyerApi = await sessionOf(buyer.email, 90);
  const sectors = await json<{ items: { id: string; slug: string }[] }>(
    await buyerApi.get('/api/sectors'),
    'sectors',
  );
  const sectorId = sectors.items.find((sector) => sector.slug === SECTOR)?.id;

  /** Publishes an ad in the seller's sector. */
  const publishAd = async (title: string) => {
    const created = await json<AdView>(
      await buyerApi.post('/api/ads', {
        data: {
          title,
          description: `${title}: sevkiyatlarımız için çift oluklu koli alınacaktır.`,
          sectorId,
          items: [{ name: 'Koli 40x30x30', specification: null, quantity: '2000', unit: 'adet' }],
          attachmentFileIds: [],
          deliveryCity: 'Edirne',
          deliveryAddress: 'Edirne OSB 3. Cadde No: 7',
          deliveryDate: istanbulDay(new Date(Date.now() + 30 * DAY)),
          bidDeadline: new Date(Date.now() + 7 * DAY).toISOString(),
          paymentTerms: '30 gün vadeli',
          currency: 'TRY',
        },
      }),
      'create ad',
    );
    return json<AdView>(await buyerApi.post(`/api/ads/${created.id}/publish`), 'publish ad');
  };

  return { seller, buyer, publishAd, dispose: () => buyerApi.dispose() };
}
