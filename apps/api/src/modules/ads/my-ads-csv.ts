import { formatDateTime, istanbulDateOf, translate, type MyAdsQuery } from '@teklifal/core';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { toCsv } from '../../lib/csv.ts';
import type { AdsContext } from './context.ts';
import { adsMessage } from './messages.ts';
import { findMyAdRows, MY_ADS_EXPORT_MAX, presentMyAds } from './my-ads.ts';

/**
 * GET /api/ads/mine/export: the buyer's ads (same filters and order as the list, no paging)
 * as Excel-friendly CSV, with column names, states and dates in the request's language.
 */
export async function myAdsCsv(
  db: Executor,
  ctx: AdsContext,
  query: z.output<typeof MyAdsQuery>,
  now = new Date(),
): Promise<{ body: string; fileName: string }> {
  const { locale } = ctx;
  const rows = await findMyAdRows(db, ctx.companyId, query, {
    limit: MY_ADS_EXPORT_MAX,
    offset: 0,
  });
  const items = await presentMyAds(db, ctx, rows, now);
  const header = [
    adsMessage(locale, 'exportNo'),
    translate(locale, 'fields.title'),
    translate(locale, 'fields.status'),
    translate(locale, 'fields.sectorId'),
    translate(locale, 'fields.bidDeadline'),
    translate(locale, 'fields.deliveryCity'),
    translate(locale, 'fields.currency'),
    adsMessage(locale, 'exportBidCount'),
    adsMessage(locale, 'exportCreatedAt'),
  ];
  const body = toCsv(
    header,
    items.map((item, index) => [
      index + 1,
      item.title,
      translate(locale, `procurement.adStatus.${item.status}`),
      locale === 'tr' ? item.sector.nameTr : item.sector.nameEn,
      formatDateTime(item.bidDeadline, locale),
      item.deliveryCity,
      item.currency,
      item.bidCount,
      formatDateTime(item.createdAt, locale),
    ]),
  );
  return {
    body,
    fileName: `${adsMessage(locale, 'exportFileName')}-${istanbulDateOf(now)}.csv`,
  };
}
