import { defineSection } from '../section.ts';

/** Texts of the files screens; each key needs both languages (the catalogue test checks). */
export const filesMessages = defineSection(
  {
    title: 'Dosyalar',
  },
  {
    title: 'Files',
  },
);
