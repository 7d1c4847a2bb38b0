import { formatDateTime, translate, type MyAdsQuery } from '@teklifal/core';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { csvFileName, toCsv } from '../../lib/csv.ts';
import type { CompanyContext } from '../../lib/company-context.ts';
import { findMyAdRows, MY_ADS_EXPORT_MAX, presentMyAds } from './my-ads.ts';

/**
 * GET /api/ads/mine/export: the buyer's ads (same filters and order as the list, no paging)
 * as Excel-friendly CSV, with column names, states and dates in the request's language.
 */
export async function myAdsCsv(
  db: Executor,
  ctx: CompanyContext,
  query: z.output<typeof MyAdsQuery>,
  now = new Date(),
): Promise<{ body: string; fileName: string }> {
  const { locale } = ctx;
  const rows = await findMyAdRows(db, ctx.companyId, query, {
    limit: MY_ADS_EXPORT_MAX,
    offset: 0,
  });
  const items = await presentMyAds(ctx, rows, now);
  const header = [
    translate(locale, 'ads.csv.no'),
    translate(locale, 'fields.title'),
    translate(locale, 'fields.status'),
    translate(locale, 'fields.sectorId'),
    translate(locale, 'fields.bidDeadline'),
    translate(locale, 'fields.deliveryCity'),
    translate(locale, 'fields.currency'),
    translate(locale, 'ads.csv.bidCount'),
    translate(locale, 'ads.csv.createdAt'),
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
    fileName: csvFileName(translate(locale, 'ads.csv.fileName'), now),
  };
}
