import { defineSection } from '../section.ts';

/** Bid form and the buyer's comparison and award; each key needs both languages (the catalogue test checks). */
export const bidsMessages = defineSection(
  {
    title: 'Teklifler',
  },
  {
    title: 'Bids',
  },
);
