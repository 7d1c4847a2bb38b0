// Writes under load: bid submissions, and a chat message's way from one API instance to an SSE
// client of another (PostgreSQL only: the embedded database is one instance).
import { readEvents } from './sse.mjs';

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export function summarize(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (value) => Math.round(value * 10) / 10;
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
  };
}

const istanbulDay = (date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(date);

async function json(url, cookie) {
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok) throw new Error(`bench: ${url} answered ${response.status}`);
  return response.json();
}

/**
 * Bid submissions by the demo seller: each worker revises its own ads' bids one after the
 * other (two at once on one ad would be a conflict by design), `total` requests in all.
 */
export async function benchBids({ base, seller, total, workers = 20 }) {
  const page = await json(`${base}/api/ads?pageSize=100`, seller);
  const ads = [];
  for (const item of page.items.filter((ad) => !ad.isOwn)) {
    const ad = await json(`${base}/api/ads/${item.id}`, seller);
    if (ad.abilities?.bid === false) continue;
    ads.push(ad);
  }
  if (ads.length === 0) throw new Error('bench: the seller has no open ad to bid on');
  const validUntil = istanbulDay(new Date(Date.now() + 30 * 86_400_000));
  const bodyOf = (ad, n) =>
    JSON.stringify({
      items: ad.items.map((item, i) => ({
        adItemId: item.id,
        unitPrice: `${100 + ((n + i) % 50)},50`,
      })),
      currency: ad.currency,
      deliveryDays: 10,
      validUntil,
      paymentTerms: '30 gün vadeli',
      note: 'Benchmark teklifi',
      submit: true,
    });
  const latencies = [];
  let sent = 0;
  const lanes = Math.min(workers, ads.length);
  await Promise.all(
    Array.from({ length: lanes }, async (_, lane) => {
      for (let k = 0; ; k++) {
        const n = sent++;
        if (n >= total) return;
        const ad = ads[(lane + k * lanes) % ads.length];
        const started = performance.now();
        const response = await fetch(`${base}/api/ads/${ad.id}/bids/mine`, {
          method: 'PUT',
          headers: { cookie: seller, 'content-type': 'application/json', origin: base },
          body: bodyOf(ad, n),
        });
        await response.arrayBuffer();
        if (response.status !== 200) {
          throw new Error(`bench: bid on ${ad.id} answered ${response.status}`);
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  return { ...summarize(latencies), lanes, ads: ads.length };
}

/**
 * Chat messages written by the seller through instance 1, each awaited at the buyer's SSE stream
 * on instance 2: the time from sending to the event, `total` times, one after the other. Each
 * message comes from its own client address (the instances trust X-Forwarded-For, as behind a
 * load balancer), as the chat's rate limit is per address.
 */
export async function benchLiveEvents({ base, secondBase, buyer, seller, total }) {
  const me = await json(`${base}/api/me`, buyer);
  const orders = await json(`${base}/api/orders?side=seller&pageSize=100`, seller);
  const order = orders.items.find((item) => item.buyer?.id === me.company.id);
  if (!order) throw new Error('bench: no order between the demo buyer and seller');
  const controller = new AbortController();
  const stream = await fetch(`${secondBase}/api/events`, {
    headers: { cookie: buyer, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (stream.status !== 200 || !stream.body)
    throw new Error(`bench: events answered ${stream.status}`);
  let waiting = null;
  const stopReading = readEvents(stream.body, (kind, data) => {
    if (kind === 'chat' && data.orderId === order.id && waiting) waiting();
  });
  const latencies = [];
  try {
    for (let i = 0; i < total; i++) {
      const arrived = new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error('bench: a live event took over 5 s')),
          5000,
        );
        waiting = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      const started = performance.now();
      const response = await fetch(`${base}/api/orders/${order.id}/messages`, {
        method: 'POST',
        headers: {
          cookie: seller,
          'content-type': 'application/json',
          origin: base,
          'x-forwarded-for': `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`,
        },
        body: JSON.stringify({ body: `Ölçüm mesajı ${i + 1}`, attachmentFileIds: [] }),
      });
      await response.arrayBuffer();
      if (response.status !== 201)
        throw new Error(`bench: chat message answered ${response.status}`);
      await arrived;
      latencies.push(performance.now() - started);
      waiting = null;
    }
  } finally {
    stopReading();
    controller.abort();
  }
  return summarize(latencies);
}
