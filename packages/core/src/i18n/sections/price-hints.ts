import { defineSection } from '../section.ts';

/** Fair-price hints (#14) under a line of the ad form and of the bid comparison. */
export const priceHintsMessages = defineSection(
  {
    sector:
      'Benzer kalemler son 12 ayda {{low}}–{{high}} / {{unit}} (medyan {{median}}), {{count}} siparişten, KDV hariç',
    sectorGroup:
      'Ana sektördeki benzer kalemler son 12 ayda {{low}}–{{high}} / {{unit}} (medyan {{median}}), {{count}} siparişten, KDV hariç',
    note: 'Başka alıcıların son 12 ayda verdiği siparişlerden: fiyatların ortadaki yarısı ve medyanı. Hiçbir şirket ve tek bir siparişin fiyatı gösterilmez; yeterli veri yoksa ipucu da gösterilmez.',
  },
  {
    sector:
      'Similar lines over the last 12 months: {{low}}–{{high}} per {{unit}} (median {{median}}), from {{count}} awards, excl. VAT',
    sectorGroup:
      'Similar lines in the main sector over the last 12 months: {{low}}–{{high}} per {{unit}} (median {{median}}), from {{count}} awards, excl. VAT',
    note: 'From other buyers’ awards in the last 12 months: the middle half of the prices and their median. No company and no single award’s price is ever shown; where there is too little data, there is no hint.',
  },
);
