import { defineSection } from '../section.ts';

/** Leaving the newsletter, and staff's list of its subscribers. */
export const newsletterMessages = defineSection(
  {
    invalidToken: 'Bu abonelikten çıkma bağlantısı geçersiz',
    unsubscribeTitle: 'Bülten aboneliği',
    unsubscribeText:
      'Bültenimizden çıkmak istediğinizi onaylayın. Adresiniz listeden tamamen silinir.',
    unsubscribeButton: 'Abonelikten çık',
    unsubscribed: 'Abonelikten çıktınız. Artık bülten e-postası almayacaksınız.',
    missingToken: 'Bağlantı eksik. Lütfen e-postadaki bağlantıyı kullanın.',
    home: 'Ana sayfaya dön',
    staffTitle: 'Bülten aboneleri',
    search: 'E-posta ara',
    export: 'CSV indir',
    empty: 'Henüz abone yok.',
    emptySearch: 'Aramanıza uyan abone yok.',
    total_one: '{{count}} abone',
    total_other: '{{count}} abone',
    csv: { email: 'E-posta', locale: 'Dil', since: 'Abonelik tarihi' },
  },
  {
    invalidToken: 'This unsubscribe link is not valid',
    unsubscribeTitle: 'Newsletter subscription',
    unsubscribeText:
      'Confirm that you want to leave our newsletter. Your address is removed from the list for good.',
    unsubscribeButton: 'Unsubscribe',
    unsubscribed: 'You have unsubscribed. You will receive no more newsletter e-mails.',
    missingToken: 'The link is incomplete. Please use the link in the e-mail.',
    home: 'Back to the home page',
    staffTitle: 'Newsletter subscribers',
    search: 'Search e-mail',
    export: 'Download CSV',
    empty: 'No subscribers yet.',
    emptySearch: 'No subscriber matches your search.',
    total_one: '{{count}} subscriber',
    total_other: '{{count}} subscribers',
    csv: { email: 'E-mail', locale: 'Language', since: 'Subscribed on' },
  },
);
