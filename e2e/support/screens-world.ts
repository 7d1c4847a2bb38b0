import { approvedCompany } from './companies.ts';
import { adminRequest } from './fixtures.ts';
import { DAY, istanbulDay, json, sessionOf, type AdView } from './world-api.ts';

/**
 * What every screen needs to show something real: a buyer and a seller (approved, with long
 * Turkish names as real companies have), an open ad with a bid (the comparison grid and the bid
 * form), an awarded ad with its order and a chat message, an ad its buyer closed early, a
 * support ticket, a blog post and an announcement.
 */
export async function createScreensWorld() {
  const stamp = Date.now() % 100_000;
  const buyer = await approvedCompany({
    name: `Anadolu Gıda Sanayi ve Ticaret Anonim Şirketi ${stamp}`,
    person: 'Ayşe Demirtaşoğlu',
    roles: ['buyer'],
  });
  const seller = await approvedCompany({
    name: `Ege Ambalaj Sanayi ve Dış Ticaret Limited Şirketi ${stamp}`,
    person: 'Can Öztürk',
    roles: ['seller'],
    sectorSlugs: ['ambalaj-karton-koli'],
  });
  const buyerApi = await sessionOf(buyer.email, 60);
  const sellerApi = await sessionOf(seller.email, 60);
  const sectors = await json<{ items: { id: string; slug: string }[] }>(
    await buyerApi.get('/api/sectors'),
    'sectors',
  );
  const sectorId = sectors.items.find((s) => s.slug === 'ambalaj-karton-koli')?.id;

  const publishAd = async (title: string) => {
    const deadline = new Date(Date.now() + 7 * DAY);
    const created = await json<AdView>(
      await buyerApi.post('/api/ads', {
        data: {
          title,
          description: `${title}: sevkiyatlarımız için çift oluklu, tek renk baskılı koli.`,
          sectorId,
          items: [
            {
              name: 'Çift oluklu koli 40x30x30 cm',
              specification: 'BC dalga, 1 renk baskı, patlama direnci 14 kg/cm²',
              quantity: '5000',
              unit: 'adet',
            },
            {
              name: 'Koli bandı 45 mm x 100 m',
              specification: 'Şeffaf',
              quantity: '300',
              unit: 'adet',
            },
          ],
          attachmentFileIds: [],
          deliveryCity: 'İstanbul',
          deliveryAddress: 'Dudullu OSB, Nato Yolu Cad. No: 14, Ümraniye / İstanbul',
          deliveryDate: istanbulDay(new Date(Date.now() + 30 * DAY)),
          bidDeadline: deadline.toISOString(),
          questionsUntil: new Date(deadline.getTime() - DAY).toISOString(),
          paymentTerms: '60 gün vadeli',
          currency: 'TRY',
          budget: '150000',
          budgetVisible: true,
        },
      }),
      'create ad',
    );
    return json<AdView>(await buyerApi.post(`/api/ads/${created.id}/publish`), 'publish ad');
  };
  const bid = async (ad: AdView, prices: string[]) =>
    json<unknown>(
      await sellerApi.put(`/api/ads/${ad.id}/bids/mine`, {
        data: {
          items: ad.items.map((item, index) => ({ adItemId: item.id, unitPrice: prices[index] })),
          currency: ad.currency,
          deliveryDays: 10,
          validUntil: istanbulDay(new Date(Date.now() + 60 * DAY)),
          paymentTerms: ad.paymentTerms,
          note: 'Baskı kalıbı bedeli fiyata dahildir.',
          attachmentFileIds: [],
          submit: true,
        },
      }),
      'bid',
    );

  const openAd = await publishAd(`Oluklu mukavva koli ve ambalaj bandı alımı ${stamp}`);
  await bid(openAd, ['11.40', '42.50']);

  const awardedAd = await publishAd(`Yıllık koli ihtiyacı (sipariş) ${stamp}`);
  await bid(awardedAd, ['12.10', '39.90']);
  const bids = await json<{ items?: { id: string }[]; bids?: { id: string }[] }>(
    await buyerApi.get(`/api/ads/${awardedAd.id}/bids`),
    'bids',
  );
  const bidId = (bids.bids ?? bids.items ?? [])[0]?.id;
  const award = await json<{ orders: { id: string }[] }>(
    await buyerApi.post(`/api/ads/${awardedAd.id}/award`, { data: { mode: 'whole', bidId } }),
    'award',
  );
  const orderId = award.orders[0]?.id ?? '';
  await json(
    await sellerApi.post(`/api/orders/${orderId}/messages`, {
      data: { body: 'Merhaba, numuneyi yarın kargoya veriyoruz.', attachmentFileIds: [] },
    }),
    'chat message',
  );

  const closedAd = await publishAd(`Erken kapatılan koli ilanı ${stamp}`);
  await json(await buyerApi.post(`/api/ads/${closedAd.id}/close`, { data: {} }), 'close');

  const ticket = await json<{ id: string }>(
    await buyerApi.post('/api/support/tickets', {
      data: {
        subject: 'Davetli ilanda tedarikçi sayısı sınırı var mı?',
        category: 'procurement',
        message: 'Davetli bir ilana en fazla kaç tedarikçi çağırabiliriz?',
        attachmentFileIds: [],
      },
    }),
    'ticket',
  );

  const admin = await adminRequest();
  const post = async (kind: 'blog' | 'announcement', title: string) =>
    json<{ id: string }>(
      await admin.post('/api/admin/posts', {
        data: {
          kind,
          title,
          content: '<p>Satın alma süreçlerinizi dijitalleştirmenin yolları.</p>',
          category: 'Satın Alma',
          author: 'TeklifAl Ekibi',
          status: 'published',
        },
      }),
      kind,
    );
  const blog = await post('blog', `Tedarikçi seçiminde beş ölçüt ${stamp}`);
  const announcement = await post('announcement', `Yeni karşılaştırma ekranı ${stamp}`);
  // A manual exchange rate: the back office's rates screen then has a row (source, who, edit).
  const rate = await admin.put('/api/admin/exchange-rates', {
    data: { day: '2026-01-02', currency: 'USD', rate: '34,5' },
  });
  if (!rate.ok()) throw new Error(`exchange rate: ${rate.status()} ${await rate.text()}`);
  await Promise.all([admin.dispose(), buyerApi.dispose(), sellerApi.dispose()]);

  return {
    buyer,
    seller,
    openAd,
    awardedAd,
    closedAd,
    orderId,
    chatRoute: `/chat/${orderId}/${buyer.companyId}/${seller.companyId}`,
    ticketId: ticket.id,
    blogId: blog.id,
    announcementId: announcement.id,
  };
}

export type ScreensWorld = Awaited<ReturnType<typeof createScreensWorld>>;
