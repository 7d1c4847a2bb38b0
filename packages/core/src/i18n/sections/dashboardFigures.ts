import { defineSection } from '../section.ts';

/** Dashboard figures and chart; each key needs both languages (the catalogue test checks). */
export const dashboardFiguresMessages = defineSection(
  {
    title: 'Özet',
  },
  {
    title: 'Overview',
  },
);
