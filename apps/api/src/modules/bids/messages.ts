import type { Locale } from '@teklifal/core';
import { ProblemError } from '../../lib/problem.ts';

/**
 * The bids API's own sentences: the detail of a 409 and the CSV header. They belong in the
 * catalogue's `bids.*` section, which the bid screens own; until they move there they live
 * here, in both languages (the type makes a missing English twin a compile error).
 */
const tr = {
  deadlinePassed: 'Son teklif tarihi geçti; bu ilana artık teklif verilemez.',
  adNotOpen: 'Bu ilan şu anda teklife açık değil.',
  revisionConflict:
    'Teklifiniz siz düzenlerken başka bir işlemle değişti. Sayfayı yenileyip son hâli üzerinden tekrar deneyin.',
  alreadySubmitted:
    'Gönderilmiş bir teklif taslağa döndürülemez; değişikliklerinizi gönderin veya teklifi geri çekin.',
  bidDecided: 'Bu teklif sonuçlandı ({{status}}); artık değiştirilemez.',
  notWithdrawable: 'Yalnızca gönderilmiş veya onay bekleyen bir teklif geri çekilebilir.',
  notAwaitingConfirmation: 'Teklifiniz onay beklemiyor.',
  confirmNeedsRevision:
    'İlan değişti ve bazı kalemler için fiyatınız yok. Lütfen teklifinizi yeni kalemleri fiyatlayarak revize edin.',
  adNotAwardable: 'Bu ilan şu anda sonuçlandırılamaz.',
  sealedBeforeDeadline:
    'Kapalı zarf ilanlar son teklif tarihinden ({{date}}) önce sonuçlandırılamaz.',
  alreadyAwarded: 'Bu ilan zaten sonuçlandırıldı. Güncel durumu görmek için sayfayı yenileyin.',
  bidExpired:
    '{{company}} firmasının teklifinin geçerlilik süresi {{date}} tarihinde doldu; kabul edilemez.',
  bidNotAcceptable: '{{company}} firmasının teklifi kabul edilebilir durumda değil ({{status}}).',
  linesNotReawardable:
    'Sonuçlanmış bir ilanda yalnızca satıcının reddettiği siparişlerin kalemleri yeniden sonuçlandırılabilir.',
  csvAd: 'İlan',
  csvStatus: 'Durum',
  csvRevision: 'Revizyon',
  csvCurrency: 'Para birimi',
  csvTotal: 'Toplam',
  csvValidUntil: 'Geçerlilik tarihi',
  csvUpdatedAt: 'Son güncelleme',
  csvFileName: 'tekliflerim',
};

export type BidMessage = keyof typeof tr;

const en: Record<BidMessage, string> = {
  deadlinePassed: 'The bid deadline has passed; this ad no longer accepts bids.',
  adNotOpen: 'This ad is not open for bids at the moment.',
  revisionConflict:
    'Your bid was changed by someone else while you were editing it. Reload the page and try again on its latest version.',
  alreadySubmitted:
    'A submitted bid cannot go back to draft; submit your changes or withdraw the bid.',
  bidDecided: 'This bid has been decided ({{status}}); it can no longer be changed.',
  notWithdrawable: 'Only a submitted bid, or one awaiting confirmation, can be withdrawn.',
  notAwaitingConfirmation: 'Your bid is not awaiting confirmation.',
  confirmNeedsRevision:
    'The ad has changed and some lines have no price from you. Please revise your bid and price the new lines.',
  adNotAwardable: 'This ad cannot be awarded at the moment.',
  sealedBeforeDeadline: 'A sealed ad cannot be awarded before its bid deadline ({{date}}).',
  alreadyAwarded: 'This ad has already been awarded. Reload the page to see where it stands.',
  bidExpired: 'The bid of {{company}} expired on {{date}}; it cannot be accepted.',
  bidNotAcceptable: 'The bid of {{company}} cannot be accepted in its state ({{status}}).',
  linesNotReawardable:
    'On an awarded ad only the lines of orders the seller declined can be awarded again.',
  csvAd: 'Ad',
  csvStatus: 'Status',
  csvRevision: 'Revision',
  csvCurrency: 'Currency',
  csvTotal: 'Total',
  csvValidUntil: 'Valid until',
  csvUpdatedAt: 'Last updated',
  csvFileName: 'my-bids',
};

const MESSAGES: Record<Locale, Record<BidMessage, string>> = { tr, en };

/** A message of this module in the request's language, with `{{param}}` filled in. */
export function bidMessage(
  locale: Locale,
  key: BidMessage,
  params: Record<string, string | number> = {},
): string {
  return MESSAGES[locale][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(params[name] ?? ''),
  );
}

/** 409 CONFLICT with a sentence that tells the user what happened and what to do. */
export const conflict = (
  locale: Locale,
  key: BidMessage,
  params: Record<string, string | number> = {},
) => new ProblemError('CONFLICT', { detail: bidMessage(locale, key, params) });
