// The push side of the auction benchmark (#28): a local push service in a process of its own
// (apps/api/src/bench/push-service.ts, the tests' one: it decrypts every push and checks its
// VAPID signature), and the time from a bid that took the lead to the push that tells the seller
// who lost it.
import { startNode } from './processes.mjs';

const OUTBID_BODY = /^".+" eksiltmesinde sıranız düştü: şimdi \d+\. sıradasınız$/;

/** Starts the push service; resolves with its subscriptions (one per seller) and what it hears. */
export async function startPushService(sellers) {
  const arrivals = [];
  const rejected = [];
  let ready;
  const subscriptions = new Promise((resolve) => {
    ready = resolve;
  });
  const child = startNode(
    'bench/push-service.ts',
    { BENCH_SELLERS: String(sellers) },
    {
      onLine(line) {
        if (line.startsWith('BENCH_PUSH_SUBSCRIPTIONS ')) ready(JSON.parse(line.slice(25)));
        else if (line.startsWith('BENCH_PUSH ')) arrivals.push(JSON.parse(line.slice(11)));
        else if (line.startsWith('BENCH_PUSH_REJECTED ')) rejected.push(line.slice(20));
      },
    },
  );
  const timeout = new Promise((_, reject) =>
    setTimeout(() => reject(new Error('bench: the push service did not start')), 60_000).unref(),
  );
  const exited = new Promise((_, reject) =>
    child.once('exit', () => reject(new Error('bench: the push service exited'))),
  );
  return {
    subscriptions: await Promise.race([subscriptions, timeout, exited]),
    arrivals,
    rejected,
  };
}

/** The outbid pushes heard so far, checked: each one's text, route, urgency and lifetime. */
export function outbidPushes(service, auctionId, fail) {
  if (service.rejected.length > 0) fail(`the push service refused a push: ${service.rejected[0]}`);
  const outbids = service.arrivals.filter((push) => push.payload.type === 'auctionOutbid');
  for (const push of outbids) {
    const { payload } = push;
    if (
      !OUTBID_BODY.test(payload.body) ||
      payload.route !== `/auctions/${auctionId}` ||
      payload.tag !== `auctionOutbid:/auctions/${auctionId}` ||
      !payload.title ||
      push.urgency !== 'high' ||
      push.ttl !== 300
    ) {
      fail(`an outbid push reads ${JSON.stringify(push)}`);
    }
  }
  return outbids;
}

/**
 * Who lost the lead with each bid, as the server ranks a total-basis auction: the lowest price
 * first, of equal ones the one reached first, then the earlier submitted bid. `bids` maps each
 * sequence number to the bidding seller's index and its new unit price (kuruş).
 */
export function leadLosses(startPrices, bids, lastSeq) {
  const state = startPrices.map((price, index) => ({ price, reached: 0, index }));
  const ahead = (a, b) =>
    a.price !== b.price
      ? a.price < b.price
      : a.reached !== b.reached
        ? a.reached < b.reached
        : a.index < b.index;
  const leader = () => state.reduce((best, entry) => (ahead(entry, best) ? entry : best)).index;
  const losses = [];
  let lead = leader();
  for (let seq = 1; seq <= lastSeq; seq++) {
    const bid = bids.get(seq);
    if (!bid) throw new Error(`bench: bid ${seq} was never answered`);
    state[bid.index].price = bid.price;
    state[bid.index].reached = seq;
    const now = leader();
    if (now !== lead && lead !== bid.index) losses.push({ seq, loser: lead });
    lead = now;
  }
  return losses;
}

/**
 * Pairs each lost lead with the push its seller got (a seller's pushes in the order they came),
 * failing when a seller got more or fewer than it lost, and returns, for the losses from
 * `fromSeq` to `toSeq`, the milliseconds from the bid's sending and from its answer.
 */
export function pushLatencies({
  losses,
  outbids,
  endpoints,
  sentAt,
  answeredAt,
  fromSeq,
  toSeq,
  fail,
}) {
  const bySeller = new Map();
  for (const loss of losses) bySeller.set(loss.loser, [...(bySeller.get(loss.loser) ?? []), loss]);
  const fromSending = [];
  const fromAnswer = [];
  endpoints.forEach((endpoint, index) => {
    const expected = bySeller.get(index) ?? [];
    const heard = outbids.filter((push) => push.endpoint === endpoint);
    if (heard.length !== expected.length) {
      fail(`seller ${index} lost the lead ${expected.length} times and got ${heard.length} pushes`);
    }
    expected.forEach((loss, at) => {
      if (loss.seq < fromSeq || loss.seq > toSeq) return;
      fromSending.push(heard[at].at - sentAt.get(loss.seq));
      fromAnswer.push(heard[at].at - answeredAt.get(loss.seq));
    });
  });
  return { fromSending, fromAnswer };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export function pushSummary(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (value) => Math.round(value * 10) / 10;
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
  };
}
