import { startPushService } from '../modules/push/test/push-service.ts';

/**
 * The push service of `node scripts/bench/auction.mjs` (#28): the tests' local one, which
 * decrypts each push and checks its VAPID signature. It makes BENCH_SELLERS subscriptions and
 * prints them as one `BENCH_PUSH_SUBSCRIPTIONS [json]` line (instance 1 gives one to each
 * seller), then one `BENCH_PUSH {json}` line per push it takes (with its arrival, in epoch
 * milliseconds) and a `BENCH_PUSH_REJECTED reason` line for one it could not read.
 */
const count = Number(process.env.BENCH_SELLERS ?? 50);

const service = await startPushService({
  onPush: (push) =>
    console.log(
      `BENCH_PUSH ${JSON.stringify({ endpoint: push.endpoint, at: push.receivedAt, urgency: push.urgency, ttl: push.ttl, payload: push.payload })}`,
    ),
  onReject: (reason) => console.log(`BENCH_PUSH_REJECTED ${reason}`),
});
const subscriptions = Array.from({ length: count }, () => {
  const { endpoint, keys } = service.subscribe();
  return { endpoint, keys };
});
console.log(`BENCH_PUSH_SUBSCRIPTIONS ${JSON.stringify(subscriptions)}`);

process.once('SIGTERM', () => {
  void service.close().then(() => process.exit(0));
});
