import { defineSection } from '../section.ts';

/** Buyer ad screens (/createAd, /myads, edit); each key needs both languages (the catalogue test checks). */
export const adsMessages = defineSection(
  {
    title: 'İlanlarım',
  },
  {
    title: 'My ads',
  },
);
