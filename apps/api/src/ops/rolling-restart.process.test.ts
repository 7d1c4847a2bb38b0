import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, gt, inArray, isNull, like, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { trustedOriginsOf } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import {
  ad,
  auction,
  auditLog,
  bid,
  chatMessage,
  liveEvent,
  notification,
  notificationMail,
  user,
} from '../db/schema/index.ts';
import {
  builtServerEntry,
  createClusterDatabase,
  findNginx,
  Instance,
  instanceEnv,
  Nginx,
} from '../test/cluster.ts';
import { testConfig } from '../test/helper.ts';
import { makeOrder } from '../test/orders.ts';
import {
  adInput,
  anySectorId,
  dayFromNow,
  insertAd,
  insertBid,
  signedInCompany,
  type CompanyUser,
  type InsertedAd,
} from '../test/procurement.ts';
import { LoadClient, ResumingStream } from '../test/rollout-load.ts';
import { startSmtp } from '../test/smtp.ts';

/**
 * Three API instances on one PostgreSQL database behind deploy/'s nginx configuration, under
 * constant reads and writes and with live event streams open through nginx, restarted one at a
 * time (SIGTERM, wait for the exit, start again). Nobody may notice: no request fails at the
 * client, every acknowledged write is there afterwards (once), every stream resumes with
 * Last-Event-ID without missing an event or seeing one twice, and the timed jobs (closing ads
 * at their deadline, notification mails, an auction's end) each run once across instances.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const nginxBinary = findNginx();
const missing = !serverUrl
  ? 'TEST_DATABASE_URL is not set'
  : !nginxBinary
    ? 'nginx is not installed (Debian: apt-get install nginx)'
    : undefined;
if (missing) console.warn(`rolling-restart.process.test: skipped, ${missing}`);

/** Ports of this test (the balancer's first): fixed, so nginx's configuration names them. */
const NGINX_PORT = 4450;
const INSTANCE_PORTS = [4451, 4452, 4453];
const AUTH_SECRET = 'rolling-restart-secret-rolling-restart-secret-0123';
/** Between two restarts: traffic settles on the instance that came back. */
const BETWEEN_RESTARTS_MS = 2_000;
/** Each worker's pause between requests: steady load that leaves the two cores room to start. */
const THINK_MS = 100;
/**
 * Sellers save a bid every few tenths of a second: each save queues a mail to the buyer, and a
 * stopping instance waits for its mail job's batch in progress.
 */
const SELLER_EVERY_MS = 300;
/** The chat's own limit is 60 messages a minute per address and instance. */
const CHAT_EVERY_MS = 1_500;
const TEST_TIMEOUT = 420_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await pause(250);
  }
}

describe.skipIf(missing)(
  `a rolling restart behind nginx${missing ? ` (skipped: ${missing})` : ''}`,
  () => {
    const base = `http://127.0.0.1:${NGINX_PORT}`;
    const dirs: string[] = [];
    let cluster: Awaited<ReturnType<typeof createClusterDatabase>>;
    let handle: DatabaseHandle;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let nginx: Nginx;
    let instances: Instance[] = [];

    let buyers: CompanyUser[];
    let sellers: CompanyUser[];
    let biddable: InsertedAd[];
    let closing: InsertedAd[];
    let order: { id: string };
    let sectorId: string;

    /** Companies, ads and an order made through an app in this process, before the instances. */
    async function seed(app: FastifyInstance) {
      buyers = [
        await signedInCompany(app, { buyer: true, name: 'Alıcı Bir A.Ş.' }),
        await signedInCompany(app, { buyer: true, name: 'Alıcı İki A.Ş.' }),
      ];
      sellers = [];
      for (let index = 0; index < 3; index++) {
        sellers.push(
          await signedInCompany(app, { seller: true, name: `Satıcı ${index + 1} Ltd.` }),
        );
      }
      sectorId = await anySectorId(app.db);
      biddable = [];
      for (const buyer of [buyers[0], buyers[0], buyers[1]] as CompanyUser[]) {
        biddable.push(await insertAd(app.db, { companyId: buyer.companyId, sectorId }));
      }
      // Their deadlines are set once the instances run, to fall inside the rollout.
      closing = [];
      for (let index = 0; index < 2; index++) {
        closing.push(
          await insertAd(app.db, {
            companyId: (buyers[1] as CompanyUser).companyId,
            sectorId,
            title: `Kapanacak ilan ${index + 1}`,
          }),
        );
      }
      order = await makeOrder(app, {
        buyer: buyers[0] as CompanyUser,
        seller: sellers[0] as CompanyUser,
        sectorId,
      });
    }

    beforeAll(async () => {
      cluster = await createClusterDatabase(serverUrl ?? '');
      handle = await openDatabase({ databaseUrl: cluster.url });
      const app = await buildApp({
        config: testConfig({
          databaseUrl: cluster.url,
          authSecret: AUTH_SECRET,
          publicUrl: base,
          trustedOrigins: trustedOriginsOf(base),
        }),
        database: handle,
        closeDatabase: false,
        logger: false,
      });
      await seed(app);
      await app.close();

      smtp = await startSmtp();
      const dataDir = mkdtempSync(path.join(tmpdir(), 'teklifal-cluster-'));
      dirs.push(dataDir);
      const env = instanceEnv({
        databaseUrl: cluster.url,
        publicUrl: base,
        authSecret: AUTH_SECRET,
        dataDir,
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      });
      const entry = builtServerEntry();
      instances = INSTANCE_PORTS.map((port) => new Instance(port, env, entry));
      await Promise.all(instances.map((instance) => instance.start()));
      const nginxDir = mkdtempSync(path.join(tmpdir(), 'teklifal-nginx-'));
      dirs.push(nginxDir);
      nginx = new Nginx(nginxBinary ?? '', nginxDir, NGINX_PORT, INSTANCE_PORTS);
      await nginx.start();
    }, TEST_TIMEOUT);

    afterAll(async () => {
      await nginx?.stop();
      for (const instance of instances) instance.kill();
      await smtp?.close();
      await handle?.close();
      await cluster?.drop();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }, 60_000);

    it(
      'passes compressed answers through as the instance made them',
      async () => {
        const response = await fetch(`${base}/api/docs/json`, {
          headers: { 'accept-encoding': 'br' },
        });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-encoding')).toBe('br');
        expect(
          Object.keys(((await response.json()) as { paths: object }).paths).length,
        ).toBeGreaterThan(10);
      },
      TEST_TIMEOUT,
    );

    it(
      'restarts every instance under load without anyone noticing',
      async () => {
        const client = new LoadClient(base, base);
        const db = handle.db;

        // Streams start after each company's last event so far: everything after is expected.
        const companies = [...buyers, ...sellers];
        const streams: { who: CompanyUser; after: number; stream: ResumingStream }[] = [];
        for (const who of companies) {
          const [last] = await db
            .select({ at: sql<number>`coalesce(max(${liveEvent.position}), 0)::bigint` })
            .from(liveEvent)
            .where(eq(liveEvent.companyId, who.companyId));
          const after = Number(last?.at ?? 0);
          streams.push({ who, after, stream: new ResumingStream(base, who.cookie, after) });
        }

        // An auction among two sellers' bids on a closed ad, started through nginx.
        const auctionAd = await insertAd(db, {
          companyId: (buyers[1] as CompanyUser).companyId,
          sectorId,
          status: 'closed',
          bidDeadline: new Date(Date.now() - 60_000),
          title: 'Eksiltmeli ilan',
        });
        for (const seller of [sellers[1], sellers[2]] as CompanyUser[]) {
          await insertBid(db, {
            adId: auctionAd.id,
            sellerCompanyId: seller.companyId,
            unitPrices: ['10', '5'],
          });
        }
        const started = await client.send<{ id: string }>(
          'POST',
          `/api/ads/${auctionAd.id}/auction`,
          (buyers[1] as CompanyUser).cookie,
          {
            startsAt: new Date(Date.now() + 1_000).toISOString(),
            durationMinutes: 1,
            basis: 'total',
            decrementKind: 'amount',
            decrementValue: '1',
            extensionMinutes: 0,
          },
        );
        expect(started?.id).toBeTruthy();
        const auctionId = started?.id ?? '';

        // The jobs' moments fall inside the rollout: the ads' deadlines and the auction's end
        // (a minute is the shortest an auction runs, so its end is moved closer here).
        const rolloutStartsAt = Date.now() + 3_000;
        for (const [index, row] of closing.entries()) {
          await db
            .update(ad)
            .set({ bidDeadline: new Date(rolloutStartsAt + 4_000 + index * 8_000) })
            .where(eq(ad.id, row.id));
        }
        await db
          .update(auction)
          .set({ endsAt: new Date(rolloutStartsAt + 10_000) })
          .where(eq(auction.id, auctionId));

        // The load, until the rollout is over.
        let loading = true;
        const acknowledged = {
          ads: [] as { id: string; companyId: string }[],
          bids: new Map<string, number>(),
          messages: [] as string[],
        };
        const worker = async (work: (round: number) => Promise<void>, everyMs = THINK_MS) => {
          for (let round = 0; loading; round++) {
            await work(round);
            await pause(everyMs);
          }
        };
        const buyerWork = (buyer: CompanyUser) => async (round: number) => {
          const saved = await client.send<{ id: string }>('POST', '/api/ads', buyer.cookie, {
            ...adInput(sectorId),
            title: `Yük testi ilanı ${buyer.companyId.slice(-4)}-${round}`,
          });
          if (saved) acknowledged.ads.push({ id: saved.id, companyId: buyer.companyId });
          await client.send('GET', '/api/ads/mine', buyer.cookie);
        };
        const sellerWork = (seller: CompanyUser) => async (round: number) => {
          const target = biddable[round % biddable.length] as InsertedAd;
          const saved = await client.send('PUT', `/api/ads/${target.id}/bids/mine`, seller.cookie, {
            items: target.itemIds.map((adItemId, line) => ({
              adItemId,
              unitPrice: `${100 + line}.${String(round % 100).padStart(2, '0')}`,
            })),
            currency: 'TRY',
            deliveryDays: 10,
            validUntil: dayFromNow(30),
            paymentTerms: '30 gün vadeli',
            submit: true,
          });
          const key = `${seller.companyId}/${target.id}`;
          if (saved) acknowledged.bids.set(key, (acknowledged.bids.get(key) ?? 0) + 1);
          await client.send('GET', '/api/ads?page=1', seller.cookie);
        };
        const chatWork = async (round: number) => {
          const from = (round % 2 === 0 ? buyers[0] : sellers[0]) as CompanyUser;
          const body = `Yük testi mesajı ${round}`;
          const sent = await client.send('POST', `/api/orders/${order.id}/messages`, from.cookie, {
            body,
          });
          if (sent) acknowledged.messages.push(body);
        };
        const readerWork = (who: CompanyUser) => async () => {
          await client.send('GET', '/api/me', who.cookie);
          await client.send('GET', '/api/notifications', who.cookie);
        };
        const workers = [
          ...buyers.map((buyer) => worker(buyerWork(buyer))),
          ...sellers.map((seller) => worker(sellerWork(seller), SELLER_EVERY_MS)),
          worker(chatWork, CHAT_EVERY_MS),
          ...[buyers[1], sellers[2]].map((who) => worker(readerWork(who as CompanyUser))),
        ];

        await pause(Math.max(0, rolloutStartsAt - Date.now()));
        const rolloutStartedAt = Date.now();
        const exits = [];
        const timings: string[] = [];
        for (const instance of instances) {
          const stopping = Date.now();
          exits.push(await instance.stop());
          const starting = Date.now();
          await instance.start();
          timings.push(
            `${((starting - stopping) / 1000).toFixed(1)} s + ${((Date.now() - starting) / 1000).toFixed(1)} s`,
          );
          await pause(BETWEEN_RESTARTS_MS);
        }
        const rolloutMs = Date.now() - rolloutStartedAt;
        loading = false;
        await Promise.all(workers);

        const output = () =>
          `${instances.map((instance) => instance.output()).join('')}\nnginx:\n${nginx.output()}`;
        expect(client.failures, output()).toEqual([]);
        expect(exits, output()).toEqual(exits.map(() => ({ code: 0, signal: null })));
        console.log(
          `rolling restart: ${client.requests} requests in ${(rolloutMs / 1000).toFixed(1)} s of rollout, 0 failed (stop + start: ${timings.join(', ')})`,
        );

        // Every acknowledged write is there, once.
        const adRows = await db
          .select({ id: ad.id })
          .from(ad)
          .where(like(ad.title, 'Yük testi ilanı %'));
        expect(adRows.map((row) => row.id).sort()).toEqual(
          acknowledged.ads.map((row) => row.id).sort(),
        );
        for (const [key, saves] of acknowledged.bids) {
          const [sellerCompanyId, adId] = key.split('/') as [string, string];
          const [row] = await db
            .select({ revision: bid.revision })
            .from(bid)
            .where(and(eq(bid.sellerCompanyId, sellerCompanyId), eq(bid.adId, adId)));
          expect(row?.revision, key).toBe(saves);
        }
        const messages = await db
          .select({ body: chatMessage.body })
          .from(chatMessage)
          .where(eq(chatMessage.orderId, order.id));
        expect(messages.map((row) => row.body).sort()).toEqual([...acknowledged.messages].sort());

        // The timed jobs: the ads closed at their deadline, the auction settled, each once.
        await until(
          'the ads to close and the auction to end',
          async () => {
            const open = await db
              .select({ id: ad.id })
              .from(ad)
              .where(
                and(
                  inArray(
                    ad.id,
                    closing.map((row) => row.id),
                  ),
                  ne(ad.status, 'closed'),
                ),
              );
            const [row] = await db.select().from(auction).where(eq(auction.id, auctionId));
            return open.length === 0 && row?.status === 'ended';
          },
          90_000,
        );
        const closedAudits = await db
          .select({ entityId: auditLog.entityId })
          .from(auditLog)
          .where(
            and(
              eq(auditLog.action, 'ad.closed'),
              inArray(
                auditLog.entityId,
                closing.map((row) => row.id),
              ),
            ),
          );
        expect(closedAudits.map((row) => row.entityId).sort()).toEqual(
          closing.map((row) => row.id).sort(),
        );
        const adClosedNotices = await db
          .select({ id: notification.id })
          .from(notification)
          .where(
            and(
              eq(notification.companyId, (buyers[1] as CompanyUser).companyId),
              eq(notification.type, 'adClosed'),
            ),
          );
        expect(adClosedNotices).toHaveLength(closing.length);
        const endedAudits = await db
          .select({ id: auditLog.id })
          .from(auditLog)
          .where(and(eq(auditLog.action, 'auction.ended'), eq(auditLog.entityId, auctionId)));
        expect(endedAudits).toHaveLength(1);
        for (const [type, companyIds] of [
          ['auctionStarted', [sellers[1], sellers[2]]],
          ['auctionEnded', [sellers[1], sellers[2]]],
          ['auctionFinished', [buyers[1]]],
        ] as const) {
          for (const who of companyIds) {
            const notices = await db
              .select({ id: notification.id })
              .from(notification)
              .where(
                and(
                  eq(notification.companyId, (who as CompanyUser).companyId),
                  eq(notification.type, type),
                ),
              );
            expect(notices, type).toHaveLength(1);
          }
        }

        // Notification mails (every instance runs the job every minute): each sent once.
        await until(
          'every notification mail to be sent',
          async () => {
            const waiting = await db
              .select({ id: notificationMail.id })
              .from(notificationMail)
              .where(and(isNull(notificationMail.sentAt), ne(notificationMail.kind, 'chatMessage')))
              .limit(1);
            return waiting.length === 0;
          },
          150_000,
        );
        const queued = await db
          .select({ email: user.email, count: sql<number>`count(*)::int` })
          .from(notificationMail)
          .innerJoin(user, eq(user.id, notificationMail.userId))
          .where(ne(notificationMail.kind, 'chatMessage'))
          .groupBy(user.email);
        const expectedMails = Object.fromEntries(queued.map((row) => [row.email, row.count]));
        const countReceived = () => {
          const counts: Record<string, number> = {};
          for (const mail of smtp.received) {
            for (const to of mail.to) counts[to] = (counts[to] ?? 0) + 1;
          }
          return counts;
        };
        const totalExpected = queued.reduce((sum, row) => sum + row.count, 0);
        expect(totalExpected).toBeGreaterThan(0);
        await until(
          'the claimed mails to arrive',
          async () => smtp.received.length >= totalExpected,
          30_000,
        );
        await pause(1_000);
        expect(countReceived()).toEqual(expectedMails);

        // Every stream resumed with the last id it saw and got each event once, in order.
        await until(
          'the streams to catch up',
          async () => {
            for (const { who, after, stream } of streams) {
              const [row] = await db
                .select({ count: sql<number>`count(*)::int` })
                .from(liveEvent)
                .where(and(eq(liveEvent.companyId, who.companyId), gt(liveEvent.position, after)));
              if (stream.events.length < (row?.count ?? 0)) return false;
            }
            return true;
          },
          30_000,
        );
        for (const { who, after, stream } of streams) {
          await stream.close();
          expect(stream.failures, who.companyName).toEqual([]);
          expect(stream.resumptions, who.companyName).toBeGreaterThanOrEqual(1);
          const seen = stream.events.map((event) => event.id);
          // Each connection asked for what came after the last event seen before it.
          for (const { lastEventId, eventsBefore } of stream.connections) {
            expect(lastEventId).toBe(String(eventsBefore === 0 ? after : seen[eventsBefore - 1]));
          }
          const positions = await db
            .select({ position: liveEvent.position })
            .from(liveEvent)
            .where(and(eq(liveEvent.companyId, who.companyId), gt(liveEvent.position, after)))
            .orderBy(liveEvent.position);
          expect(seen, who.companyName).toEqual(positions.map((row) => row.position));
        }
      },
      TEST_TIMEOUT,
    );
  },
);
