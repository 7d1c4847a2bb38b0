import { and, desc, eq, gte, lte } from 'drizzle-orm';
import { addDays, Money, type Currency, type ExchangeRateSource } from '@teklifal/core';
import type { Executor } from '../../../db/client.ts';
import { untimedJobRun, type TimeJobRun } from '../../../lib/job-runs.ts';
import { exchangeRate } from '../schema.ts';
import { bulletinUrl, parseBulletin, type Bulletin } from './tcmb-bulletin.ts';

/** A rate in lira per unit, with where and for which bulletin day it came. */
export interface RateFound {
  rate: string;
  source: ExchangeRateSource;
  publishedDay: string;
}

export interface RateSourceConfig {
  urlTemplate: string | undefined;
  timeoutMs: number;
}

/** No bulletin on weekends and holidays: the latest within this many days before counts. */
const LOOK_BACK_DAYS = 7;
/** A source that failed is not asked again for the same day for this long. */
const RETRY_AFTER_MS = 15 * 60 * 1000;
/** How far back a cached rate still stands for an invoice's day (a long weekend and a holiday). */
const INVOICE_LOOK_BACK_DAYS = 4;

/**
 * Indicative rates for a day: the cached bulletin, else the source (the day's bulletin or the
 * latest before it, cached for every currency it lists), else a rate staff entered for the day
 * or before. Lira is always 1. Asking is bounded: one request per day at a time, failures
 * remembered for 15 minutes, each request cut at the configured timeout.
 */
export class ExchangeRates {
  private readonly inFlight = new Map<string, Promise<Bulletin | null>>();
  private readonly failedAt = new Map<string, number>();

  constructor(
    private readonly config: RateSourceConfig,
    private readonly fetchImpl: typeof fetch = fetch,
    /** Each fetch from the source is a run of the 'exchange-rates' job in the metrics. */
    private readonly timeRun: TimeJobRun = untimedJobRun,
  ) {}

  async rateOn(db: Executor, currency: Currency, day: string): Promise<RateFound | null> {
    if (currency === 'TRY') return { rate: '1', source: 'tcmb', publishedDay: day };
    const cached = await this.stored(db, 'tcmb', currency, day);
    if (cached) return cached;
    const bulletin = await this.bulletinFor(day);
    if (bulletin) {
      await this.keep(db, day, bulletin);
      const rate = bulletin.rates[currency];
      if (rate) return { rate, source: 'tcmb', publishedDay: bulletin.day };
    }
    return this.latestManual(db, currency, day);
  }

  /**
   * Turkish lira per unit of the currency for an invoice issued on `day` (Istanbul), from what
   * is stored only (an invoice never waits for the source): the newest rate for that day or the
   * few days before, the Central Bank's before a manually entered one. Null for the lira and
   * when none is stored: the integrator then adds it.
   */
  async storedForInvoice(
    db: Executor,
    currency: Currency,
    day: string,
  ): Promise<{ rate: string; day: string } | null> {
    if (currency === 'TRY') return null;
    const [row] = await db
      .select({ rate: exchangeRate.rate, day: exchangeRate.publishedDay })
      .from(exchangeRate)
      .where(
        and(
          eq(exchangeRate.currency, currency),
          lte(exchangeRate.day, day),
          gte(exchangeRate.day, addDays(day, -INVOICE_LOOK_BACK_DAYS)),
        ),
      )
      .orderBy(desc(exchangeRate.day), desc(eq(exchangeRate.source, 'tcmb')))
      .limit(1);
    return row ?? null;
  }

  private async stored(db: Executor, source: ExchangeRateSource, currency: Currency, day: string) {
    const [row] = await db
      .select()
      .from(exchangeRate)
      .where(
        and(
          eq(exchangeRate.day, day),
          eq(exchangeRate.currency, currency),
          eq(exchangeRate.source, source),
        ),
      );
    return row ? { rate: row.rate, source, publishedDay: row.publishedDay } : null;
  }

  private async latestManual(db: Executor, currency: Currency, day: string) {
    const [row] = await db
      .select()
      .from(exchangeRate)
      .where(
        and(
          eq(exchangeRate.currency, currency),
          eq(exchangeRate.source, 'manual'),
          lte(exchangeRate.day, day),
        ),
      )
      .orderBy(desc(exchangeRate.day))
      .limit(1);
    return row ? { rate: row.rate, source: 'manual' as const, publishedDay: row.day } : null;
  }

  private async keep(db: Executor, day: string, bulletin: Bulletin) {
    const rows = Object.entries(bulletin.rates).map(([currency, rate]) => ({
      day,
      currency: currency as Currency,
      source: 'tcmb' as const,
      rate: new Money(rate).toFixed(6),
      publishedDay: bulletin.day,
    }));
    if (rows.length > 0) await db.insert(exchangeRate).values(rows).onConflictDoNothing();
  }

  private bulletinFor(day: string): Promise<Bulletin | null> {
    const failed = this.failedAt.get(day);
    if (!this.config.urlTemplate || (failed && Date.now() - failed < RETRY_AFTER_MS)) {
      return Promise.resolve(null);
    }
    let pending = this.inFlight.get(day);
    if (!pending) {
      pending = this.timeRun(
        'exchange-rates',
        () => this.walkBack(day),
        (bulletin) => bulletin === null,
      ).finally(() => this.inFlight.delete(day));
      this.inFlight.set(day, pending);
    }
    return pending;
  }

  /** The day's bulletin, or the latest before it (a Saturday takes Friday's). */
  private async walkBack(day: string): Promise<Bulletin | null> {
    for (let back = 0; back <= LOOK_BACK_DAYS; back++) {
      const answer = await this.fetchBulletin(addDays(day, -back));
      if (answer === 'failed') break;
      if (answer) return answer;
    }
    this.failedAt.set(day, Date.now());
    return null;
  }

  /** null: no bulletin that day (404); 'failed': the source is unreachable or answered nonsense. */
  private async fetchBulletin(day: string): Promise<Bulletin | null | 'failed'> {
    try {
      const response = await this.fetchImpl(bulletinUrl(this.config.urlTemplate as string, day), {
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
      if (response.status === 404) return null;
      if (!response.ok) return 'failed';
      return parseBulletin(await response.text()) ?? 'failed';
    } catch {
      return 'failed';
    }
  }
}
