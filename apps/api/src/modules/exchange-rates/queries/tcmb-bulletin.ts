import { CURRENCIES, type Currency } from '@teklifal/core';

/**
 * The Central Bank's daily bulletin (kurlar/YYYYMM/DDMMYYYY.xml): per currency its Unit and
 * ForexBuying ("döviz alış", the rate Turkish tax law uses to put a foreign-currency invoice in
 * lira). We read only what we need with patterns rather than a full XML parser: the file is
 * flat and its shape has not changed in decades; anything unexpected yields no rate.
 */
export interface Bulletin {
  /** The bulletin's own day, YYYY-MM-DD. */
  day: string;
  /** Lira per one unit of each foreign currency found. */
  rates: Partial<Record<Currency, string>>;
}

const DAY = /<Tarih_Date[^>]*\bDate="(\d{2})\/(\d{2})\/(\d{4})"/;

export function parseBulletin(xml: string): Bulletin | null {
  const day = DAY.exec(xml);
  if (!day) return null;
  const [, month, date, year] = day;
  const rates: Bulletin['rates'] = {};
  for (const currency of CURRENCIES) {
    if (currency === 'TRY') continue;
    const block = new RegExp(
      `<Currency[^>]*\\bCurrencyCode="${currency}"[^>]*>([\\s\\S]*?)</Currency>`,
    ).exec(xml)?.[1];
    if (!block) continue;
    const unit = Number(/<Unit>\s*(\d+)\s*<\/Unit>/.exec(block)?.[1] ?? '1');
    const buying = /<ForexBuying>\s*(\d+(?:\.\d+)?)\s*<\/ForexBuying>/.exec(block)?.[1];
    if (!buying || !(unit > 0)) continue;
    rates[currency] = unit === 1 ? buying : String(Number(buying) / unit);
  }
  return { day: `${year}-${month}-${date}`, rates };
}

/** The bulletin's address for a day, from a template with {yyyymm} and {ddmmyyyy}. */
export function bulletinUrl(template: string, day: string): string {
  const [year = '', month = '', date = ''] = day.split('-');
  return template
    .replaceAll('{yyyymm}', `${year}${month}`)
    .replaceAll('{ddmmyyyy}', `${date}${month}${year}`);
}
