import { defineSection } from '../section.ts';

/** Fair-price hints (#14, #27) under a line of the ad form and of the bid comparison. */
export const priceHintsMessages = defineSection(
  {
    sector:
      'Benzer kalemlerin son 12 aydaki orta fiyatı {{low}}–{{high}} / {{unit}} aralığında ({{count}} alıcıdan, KDV hariç)',
    sectorGroup:
      'Ana sektördeki benzer kalemlerin son 12 aydaki orta fiyatı {{low}}–{{high}} / {{unit}} aralığında ({{count}} alıcıdan, KDV hariç)',
    note: 'Sizden ve birbirinden bağımsız alıcıların son 12 aydaki siparişlerinden, her alıcıdan bir fiyat: ortadaki iki fiyatın düştüğü kaba fiyat aralığı. Hiçbir şirket ve hiçbir siparişin fiyatı gösterilmez; tek bir fiyat bu aralığı değiştiremez. Veri azsa ya da ortadaki fiyatlar farklı aralıklara düşüyorsa ipucu gösterilmez.',
  },
  {
    sector:
      'Similar lines over the last 12 months: middle price within {{low}}–{{high}} per {{unit}} (from {{count}} buyers, excl. VAT)',
    sectorGroup:
      'Similar lines in the main sector over the last 12 months: middle price within {{low}}–{{high}} per {{unit}} (from {{count}} buyers, excl. VAT)',
    note: 'From the awards of buyers independent of you and of each other in the last 12 months, one price per buyer: the coarse range both middle prices fall into. No company and no award’s price is ever shown, and no single price can change the range. Where there is too little data, or the middle prices fall into different ranges, there is no hint.',
  },
);
