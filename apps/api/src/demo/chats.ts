import type { DemoCompanies } from './accounts.ts';
import type { DemoSession } from './client.ts';
import type { DemoOrders } from './marketplace.ts';

type Line = [DemoSession, string];

async function talk(orderId: string, lines: Line[], readBy: DemoSession[] = []) {
  for (const [who, body] of lines) {
    await who.post(`/api/orders/${orderId}/messages`, { body });
  }
  for (const reader of readBy) await reader.post(`/api/orders/${orderId}/messages/read`);
}

/**
 * Conversations on the orders in progress, written after the history was spread so they read
 * as today's. Some end with a message the other side has not read yet, so the order lists and
 * the bell show unread counts on first sign-in.
 */
export async function createDemoChats(companies: DemoCompanies, orders: DemoOrders) {
  const { buyer, sellerEge: ege, sellerMarmara: marmara, both } = companies;

  // Shipped envelopes: the buyer asked, the seller answered; the buyer has not read it yet.
  await talk(orders.envelopeOrder.id, [
    [buyer.member, 'Merhaba, zarfların kargo takip numarasını paylaşabilir misiniz?'],
    [
      marmara.member,
      'Merhaba, Yurtiçi Kargo ile gönderdik. Takip no: 2048 5512 9930. Yarın öğleden önce teslim bekleniyor.',
    ],
  ]);

  // Cleaning chemicals being prepared: delivery details agreed, everything read.
  await talk(
    orders.cleaningOrder.id,
    [
      [marmara.owner, 'Teslimatı hangi rampaya yapalım? Forkliftiniz müsait olacak mı?'],
      [buyer.owner, 'Rampa 2’ye lütfen. Hafta içi 08:00–16:00 arası forklift hazır.'],
      [
        marmara.owner,
        'Anlaşıldı, perşembe sabah oradayız. Güvenlik bilgi formlarını da ekleyeceğiz.',
      ],
    ],
    [buyer.owner],
  );

  // A new order for labels: the buyer wrote, the seller has not opened the chat yet.
  await talk(orders.labelsOrder.id, [
    [
      buyer.owner,
      'Merhaba, etiket baskı dosyasını PDF olarak mı gönderelim, yoksa AI formatında mı?',
    ],
    [buyer.owner, 'Ayrıca ilk partiyi 2 hafta içinde alabilirsek çok iyi olur.'],
  ]);

  // Completed paper order: a short thank-you, read by both.
  await talk(
    orders.paperOrder.id,
    [
      [buyer.owner, 'Kâğıtlar eksiksiz geldi, teşekkür ederiz.'],
      [ege.owner, 'Biz teşekkür ederiz, bir sonraki siparişte görüşmek üzere.'],
    ],
    [buyer.owner],
  );

  // The company that is both, as a buyer: asks about the invoice of its delivered kit.
  await talk(
    orders.kitOrder.id,
    [
      [both.owner, 'Bakım kitleri ulaştı. Faturayı e-fatura olarak kesebilir misiniz?'],
      [marmara.owner, 'Elbette, bugün e-fatura olarak iletiyoruz.'],
    ],
    [both.owner],
  );
}
