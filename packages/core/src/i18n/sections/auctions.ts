import { defineSection } from '../section.ts';

/** Live reverse auctions (e-eksiltme, #14): the server's refusals and the rooms' words. */
export const auctionsMessages = defineSection(
  {
    server: {
      adNotClosed:
        'Eksiltme yalnızca teklif süresi dolmuş ya da teklife kapatılmış, henüz sonuçlanmamış bir ilanda başlatılabilir',
      alreadyExists: 'Bu ilan için zaten planlanmış ya da yapılmış bir eksiltme var',
      notStarted: 'Eksiltme henüz başlamadı; {{date}} tarihinde başlayacak',
      ended: 'Eksiltme sona erdi; bu teklif alınmadı',
      notCancellable: 'Başlamış ya da bitmiş bir eksiltme iptal edilemez',
      inProgress:
        'Eksiltme sürerken ilan sonuçlandırılamaz; eksiltme bittiğinde son fiyatlarla karar verebilirsiniz',
      startPast: '{{field}} geçmişte olamaz',
      startTooFar: '{{field}} en fazla {{days}} gün sonrası olabilir',
      bidNotEligible:
        '{{field}}: bu teklif eksiltmeye katılamaz (geçerli, gönderilmiş ve bu ilana ait olmalıdır)',
      currencyMismatch:
        '{{field}}: eksiltmeye yalnızca ilanın para biriminde ({{currency}}) verilmiş teklifler katılabilir',
      totalNeedsEveryLine:
        '{{field}}: toplam üzerinden eksiltmede her teklif tüm kalemleri fiyatlamış olmalıdır; kısmi teklifler için kalem bazında eksiltme seçin',
      lineNotPriced: '{{field}}: teklifiniz bu kalemi fiyatlamıyor',
      decrementTooSmall: '{{field}} en az eksiltme adımı kadar düşmelidir (en fazla {{max}})',
      totalDecrementTooSmall:
        'Yeni toplamınız en az eksiltme adımı kadar düşük olmalıdır (en fazla {{max}})',
      lineRaised: '{{field}} son fiyatınızdan yüksek olamaz',
      notLower: 'Yeni fiyatlarınız son fiyatlarınızla aynı; en az bir kalemi düşürün',
    },
  },
  {
    server: {
      adNotClosed:
        'An auction can only start on an ad whose bidding has closed and which is not yet awarded',
      alreadyExists: 'This ad already has a scheduled or finished auction',
      notStarted: 'The auction has not started yet; it starts at {{date}}',
      ended: 'The auction has ended; this bid was not taken',
      notCancellable: 'An auction that has started or ended cannot be cancelled',
      inProgress:
        'The ad cannot be awarded while its auction runs; decide on the final prices when it ends',
      startPast: '{{field}} cannot be in the past',
      startTooFar: '{{field}} may be at most {{days}} days ahead',
      bidNotEligible:
        '{{field}}: this bid cannot take part (it must be a valid, submitted bid on this ad)',
      currencyMismatch:
        '{{field}}: only bids in the ad’s currency ({{currency}}) can take part in the auction',
      totalNeedsEveryLine:
        '{{field}}: an auction on the total needs bids that price every line; choose a per-line auction for partial bids',
      lineNotPriced: '{{field}}: your bid does not price this line',
      decrementTooSmall: '{{field}} must go down by at least the decrement (at most {{max}})',
      totalDecrementTooSmall:
        'Your new total must be lower by at least the decrement (at most {{max}})',
      lineRaised: '{{field}} cannot be higher than your last price',
      notLower: 'Your new prices equal your last ones; lower at least one line',
    },
  },
);
