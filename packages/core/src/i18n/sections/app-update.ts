import { defineSection } from '../section.ts';

/** The installed app's notice that a new version has been downloaded and waits for a reload. */
export const appUpdateMessages = defineSection(
  {
    title: 'Yeni sürüm hazır',
    text: 'TeklifAl’ın yeni sürümü indirildi; sayfayı yenileyince açılır.',
    reload: 'Yenile',
    later: 'Sonra',
  },
  {
    title: 'A new version is ready',
    text: 'A new version of TeklifAl has been downloaded; it opens when you reload.',
    reload: 'Reload',
    later: 'Later',
  },
);
