import { defineSection } from '../section.ts';

/** The auction report (CSV download of the buyer): its columns and rows. */
export const auctionReportMessages = defineSection(
  {
    fileName: 'eksiltme-raporu',
    kind: 'Kayıt',
    kinds: { bid: 'Eksiltme teklifi', result: 'Sonuç' },
    seq: 'Sıra no',
    at: 'Zaman (İstanbul)',
    company: 'Firma',
    place: 'Sıralama',
    startTotal: 'Başlangıç toplamı (KDV hariç)',
    total: 'Toplam (KDV hariç)',
    saving: 'Düşüş (%)',
    currency: 'Para birimi',
  },
  {
    fileName: 'auction-report',
    kind: 'Record',
    kinds: { bid: 'Auction bid', result: 'Result' },
    seq: 'Seq no',
    at: 'Time (Istanbul)',
    company: 'Company',
    place: 'Place',
    startTotal: 'Starting total (excl. VAT)',
    total: 'Total (excl. VAT)',
    saving: 'Reduction (%)',
    currency: 'Currency',
  },
);
