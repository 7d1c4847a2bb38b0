import { defineSection } from '../section.ts';

/** Seller ad screens (/ads, ad details, questions); each key needs both languages (the catalogue test checks). */
export const adBrowseMessages = defineSection(
  {
    title: 'İlanlar',
  },
  {
    title: 'Ads',
  },
);
