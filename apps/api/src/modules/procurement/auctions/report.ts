import {
  Money,
  formatDateTime,
  translate,
  type AuctionBuyerView,
  type Locale,
} from '@teklifal/core';
import { csvDecimal, csvFileName, toCsv } from '../../../lib/csv.ts';

const COLUMNS = [
  'kind',
  'seq',
  'at',
  'company',
  'place',
  'startTotal',
  'total',
  'saving',
  'currency',
] as const;

/** How far a total came down from the sealed one, in percent with two decimals. */
const savingOf = (start: string, total: string) =>
  new Money(start).isZero()
    ? '0.00'
    : new Money(start).minus(total).div(start).times(100).toFixed(2);

/**
 * The auction report as Excel in Turkey opens it: every auction bid in the order the server
 * took it (with its time in Istanbul), then the final ranking with each participant's fall.
 */
export function auctionReportCsv(view: AuctionBuyerView, locale: Locale) {
  const t = (key: string) => translate(locale, `auctionReport.${key}`);
  const companyOf = new Map(view.participants.map((p) => [p.bidId, p.company.name]));
  const startOf = new Map(view.participants.map((p) => [p.bidId, p.startTotal]));
  const currency = view.auction.currency;
  const bids = view.history.map((entry) => [
    t('kinds.bid'),
    entry.seq,
    formatDateTime(entry.at, locale),
    companyOf.get(entry.bidId) ?? '',
    '',
    csvDecimal(startOf.get(entry.bidId)),
    csvDecimal(entry.total),
    csvDecimal(savingOf(startOf.get(entry.bidId) ?? entry.total, entry.total)),
    currency,
  ]);
  const results = view.participants.map((p) => [
    t('kinds.result'),
    '',
    formatDateTime(view.auction.endsAt, locale),
    p.company.name,
    // Per line there is no one place: each line's ranks are in the room.
    p.rank ?? '',
    csvDecimal(p.startTotal),
    csvDecimal(p.total),
    csvDecimal(savingOf(p.startTotal, p.total)),
    currency,
  ]);
  return {
    fileName: csvFileName(t('fileName'), new Date(view.auction.serverNow)),
    body: toCsv(
      COLUMNS.map((column) => t(column)),
      [...bids, ...results],
    ),
  };
}
