import { defineSection } from '../section.ts';

/** Texts of the notifications screens; each key needs both languages (the catalogue test checks). */
export const notificationsMessages = defineSection(
  {
    title: 'Bildirimler',
    bellLabel: 'Bildirimler',
    empty: 'Yeni bildirim yok',
    more: '+{{count}} daha',
    viewAll: 'Tüm bildirimleri görüntüle',
  },
  {
    title: 'Notifications',
    bellLabel: 'Notifications',
    empty: 'No new notifications',
    more: '+{{count}} more',
    viewAll: 'View all notifications',
  },
);
