import { defineSection } from '../section.ts';

/** Texts of the profile screens; each key needs both languages (the catalogue test checks). */
export const profileMessages = defineSection(
  {
    title: 'Ayarlar',
  },
  {
    title: 'Settings',
  },
);
