import { defineSection } from '../section.ts';

/** Texts of the team screens; each key needs both languages (the catalogue test checks). */
export const teamMessages = defineSection(
  {
    title: 'Ekip Üyeleri',
  },
  {
    title: 'Team Members',
  },
);
