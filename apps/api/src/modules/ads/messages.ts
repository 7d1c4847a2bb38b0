import { translate, type Locale } from '@teklifal/core';

/**
 * Texts the ads API sends that the shared catalogue does not have yet (problem details and
 * three CSV column names). Same shape in both languages so they can move into the catalogue
 * (`ads.errors.*`, `ads.export.*`) as they are; until then they live beside the code that
 * sends them.
 */
const MESSAGES = {
  tr: {
    notAllowedInStatus: 'Bu işlem ilanın şu anki durumunda yapılamaz ({{status}}).',
    ownAdQuestion: 'Kendi ilanınıza soru soramazsınız.',
    questionsClosed:
      'Bu ilana artık soru sorulamaz: soru sorma süresi doldu veya ilan teklife kapalı.',
    answersClosed: 'Bu ilandaki sorular artık yanıtlanamaz.',
    exportNo: 'No',
    exportBidCount: 'Teklif sayısı',
    exportCreatedAt: 'Oluşturulma tarihi',
    exportFileName: 'ilanlarim',
  },
  en: {
    notAllowedInStatus: 'This action is not possible in the ad’s current state ({{status}}).',
    ownAdQuestion: 'You cannot ask a question on your own ad.',
    questionsClosed:
      'Questions can no longer be asked on this ad: the questions cut-off has passed or bidding is closed.',
    answersClosed: 'Questions on this ad can no longer be answered.',
    exportNo: 'No',
    exportBidCount: 'Bids',
    exportCreatedAt: 'Created',
    exportFileName: 'my-ads',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type AdsMessageKey = keyof (typeof MESSAGES)['tr'];

/** A text of this module; params that are catalogue keys are translated first. */
export function adsMessage(
  locale: Locale,
  key: AdsMessageKey,
  params: Record<string, string> = {},
): string {
  return MESSAGES[locale][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = params[name];
    return value === undefined ? `{{${name}}}` : translate(locale, value);
  });
}
