#!/usr/bin/env node
// Publishes a purchase request (an ad) from the ERP: its header from a JSON file, its lines from
// a spreadsheet saved as CSV, in one call that creates and publishes it.
//
//   TEKLIFAL_URL=… TEKLIFAL_API_KEY=tk_live_… node publish-ad.mjs sample/ad.json sample/lines.csv
//
// The key needs the ads:write scope (ads:read to read the sector list is not needed: it is
// public). The Idempotency-Key is the ERP's own request number, so running the script again
// for the same request (after a timeout, a crash) answers the ad already made instead of a
// second one.
import { readFile } from 'node:fs/promises';
import { dataOf, idempotencyKey } from '@teklifal/client';
import { connect, failWith } from './connection.mjs';
import { adLinesOf, parseCsv } from './spreadsheet.mjs';

const [headerFile, linesFile] = process.argv.slice(2);
if (!headerFile || !linesFile) {
  console.error('usage: node publish-ad.mjs <ad.json> <lines.csv>');
  process.exit(2);
}
const DAY = 24 * 60 * 60 * 1000;
/**
 * A day counted from today, in Türkiye's time. Dates the file gives as days from now stay the
 * same all day, so a retry sends the same body: the same Idempotency-Key with another body is
 * refused (422 IDEMPOTENCY_MISMATCH) rather than answered with the first ad.
 */
const dayIn = (days) =>
  new Date(Date.now() + 3 * 60 * 60 * 1000 + days * DAY).toISOString().slice(0, 10);
const api = connect();

let lines = [];
try {
  const header = JSON.parse(await readFile(headerFile, 'utf8'));
  lines = adLinesOf(parseCsv(await readFile(linesFile, 'utf8')));
  const sectors = await dataOf(api.GET('/api/sectors'));
  const sector = sectors.items.find((item) => item.slug === header.sector);
  if (!sector) throw new Error(`no sector "${header.sector}" (GET /api/sectors lists their slugs)`);

  const body = {
    title: header.title,
    description: header.description ?? null,
    sectorId: sector.id,
    items: lines.map(({ line }) => line),
    deliveryCity: header.deliveryCity,
    deliveryAddress: header.deliveryAddress,
    deliveryDate: header.deliveryDate ?? dayIn(header.deliveryInDays),
    // Bids until 17:00 in Türkiye on that day.
    bidDeadline: header.bidDeadline ?? `${dayIn(header.bidsForDays)}T17:00:00+03:00`,
    paymentTerms: header.paymentTerms ?? null,
    currency: header.currency ?? 'TRY',
  };
  const { data: ad, response } = await api.POST('/api/ads', {
    params: { query: { publish: 'true' } },
    body,
    headers: idempotencyKey(`erp-request-${header.requestNo}`),
  });
  const again =
    response.headers.get('idempotent-replayed') === 'true' ? ' (already published)' : '';
  console.log(`ad ${ad.id} "${ad.title}": ${ad.status}, ${ad.items.length} line(s)${again}`);
} catch (error) {
  // A line's problem names items.<index>.<field>: say which row of the file it is.
  for (const field of error?.problem?.errors ?? []) {
    const match = /^items\.(\d+)\.(.+)$/.exec(field.field);
    const row = match ? lines[Number(match[1])]?.row : undefined;
    if (row) field.field = `row ${row}, ${match[2]}`;
  }
  failWith(error);
}
