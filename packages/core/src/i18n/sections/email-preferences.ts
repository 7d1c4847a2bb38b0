import { defineSection } from '../section.ts';

/** Notification mails (#13): the choices on /profile, the mails, and the unsubscribe page. */
export const emailPreferencesMessages = defineSection(
  {
    title: 'E-posta bildirimleri',
    intro:
      'Bildirimler her zaman zil simgesinde görünür. Hangilerinin e-posta ile de gelmesini istediğinizi seçin.',
    kinds: {
      newBid: 'Yeni teklif',
      bidDecision: 'Teklif kararı',
      orderStep: 'Sipariş adımı',
      chatMessage: 'Yeni mesaj',
      matchingAd: 'Sektörüme uyan yeni ilan',
      supportAnswer: 'Destek yanıtı',
      auction: 'Canlı eksiltme',
    },
    hints: {
      newBid: 'İlanınıza teklif geldiğinde veya bir teklif güncellendiğinde',
      bidDecision: 'Teklifiniz kabul ya da reddedildiğinde',
      orderStep: 'Siparişlerinizde karşı taraf bir adım attığında',
      chatMessage: 'Sipariş sohbetlerindeki yeni mesajlar, en fazla 15 dakikada bir özet olarak',
      matchingAd: 'Sektörlerinizde yeni ilan yayınlandığında veya bir ilana davet edildiğinizde',
      supportAnswer: 'Destek talebiniz yanıtlandığında',
      auction:
        'Bir eksiltmeye davet edildiğinizde, eksiltme başladığında, sıranız düştüğünde ve bittiğinde',
    },
    save: 'Tercihleri kaydet',
    saved: 'E-posta tercihleriniz kaydedildi.',
    mail: {
      subject: '{{site}}: {{text}}',
      button: 'Görüntüle',
      why: 'Bu e-postayı “{{kind}}” bildirimlerini e-posta ile almayı seçtiğiniz için aldınız.',
      unsubscribe: 'Bu tür e-postaları artık almamak için: {{url}}',
      settings: 'Tüm e-posta tercihleriniz: {{url}}',
      digestSubject_one: '{{site}}: {{count}} yeni mesaj',
      digestSubject_other: '{{site}}: {{count}} yeni mesaj',
      digestIntro: 'Sipariş sohbetlerinizde okunmamış yeni mesajlar var:',
      digestLine_one: '{{orderNo}} – {{company}}: {{count}} yeni mesaj',
      digestLine_other: '{{orderNo}} – {{company}}: {{count}} yeni mesaj',
      digestButton: 'Mesajları görüntüle',
    },
    unsubscribe: {
      title: 'E-posta bildirimleri',
      working: 'İşleniyor…',
      done: '{{email}} adresine artık “{{kind}}” e-postaları gönderilmeyecek. Bildirimler zil simgesinde görünmeye devam eder.',
      again: 'Bu tercihi istediğiniz zaman profil sayfanızdan yeniden açabilirsiniz.',
      confirm:
        '{{email}} adresine “{{kind}}” e-postaları artık gönderilmesin mi? Bildirimler zil simgesinde görünmeye devam eder.',
      button: 'Bu e-postaları durdur',
      buttonAll: 'Hiçbir bildirim e-postası gönderme',
      doneAll:
        '{{email}} adresine artık hiçbir bildirim e-postası gönderilmeyecek. Bildirimler zil simgesinde görünmeye devam eder.',
      undo: 'Geri al',
      undone: 'Geri alındı: e-posta tercihleriniz eskisi gibi.',
      already: '{{email}} adresine “{{kind}}” e-postaları zaten gönderilmiyor.',
      resubscribe: 'Bu e-postaları yeniden gönder',
      resubscribed: '{{email}} adresine “{{kind}}” e-postaları yeniden gönderilecek.',
      invalid: 'Bu abonelikten çıkma bağlantısı geçersiz.',
      expired:
        'Bu abonelikten çıkma bağlantısının süresi dolmuş: bağlantılar e-postadan sonra {{days}} gün geçerlidir. E-posta tercihlerinizi profil sayfanızdan değiştirebilirsiniz.',
      missingToken: 'Bağlantı eksik. Lütfen e-postadaki bağlantıyı kullanın.',
      toProfile: 'E-posta tercihlerim',
      home: 'Ana sayfaya dön',
    },
  },
  {
    title: 'E-mail notifications',
    intro:
      'Notifications always appear under the bell. Choose which of them should also come by e-mail.',
    kinds: {
      newBid: 'New bid',
      bidDecision: 'Bid decision',
      orderStep: 'Order step',
      chatMessage: 'New message',
      matchingAd: 'New ad in my sectors',
      supportAnswer: 'Support answer',
      auction: 'Live reverse auction',
    },
    hints: {
      newBid: 'When a bid arrives on your ad or a bid is revised',
      bidDecision: 'When your bid is accepted or rejected',
      orderStep: 'When the other side takes a step in one of your orders',
      chatMessage: 'New messages in order chats, as a digest at most every 15 minutes',
      matchingAd: 'When a new ad is published in your sectors or you are invited to an ad',
      supportAnswer: 'When your support ticket is answered',
      auction:
        'When you are invited to an auction, when it starts, when you lose a place and when it ends',
    },
    save: 'Save preferences',
    saved: 'Your e-mail preferences are saved.',
    mail: {
      subject: '{{site}}: {{text}}',
      button: 'View',
      why: 'You received this e-mail because you chose to get “{{kind}}” notifications by e-mail.',
      unsubscribe: 'To stop e-mails of this kind: {{url}}',
      settings: 'All your e-mail preferences: {{url}}',
      digestSubject_one: '{{site}}: {{count}} new message',
      digestSubject_other: '{{site}}: {{count}} new messages',
      digestIntro: 'There are new unread messages in your order chats:',
      digestLine_one: '{{orderNo}} – {{company}}: {{count}} new message',
      digestLine_other: '{{orderNo}} – {{company}}: {{count}} new messages',
      digestButton: 'View the messages',
    },
    unsubscribe: {
      title: 'E-mail notifications',
      working: 'Working…',
      done: '{{email}} will no longer receive “{{kind}}” e-mails. The notifications still appear under the bell.',
      again: 'You can turn this back on at any time on your profile page.',
      confirm:
        'Stop sending “{{kind}}” e-mails to {{email}}? The notifications will still appear under the bell.',
      button: 'Stop these e-mails',
      buttonAll: 'Stop all notification e-mails',
      doneAll:
        '{{email}} will no longer receive any notification e-mails. The notifications still appear under the bell.',
      undo: 'Undo',
      undone: 'Undone: your e-mail preferences are as they were.',
      already: '{{email}} already gets no “{{kind}}” e-mails.',
      resubscribe: 'Send these e-mails again',
      resubscribed: '{{email}} will receive “{{kind}}” e-mails again.',
      invalid: 'This unsubscribe link is not valid.',
      expired:
        'This unsubscribe link has expired: links work for {{days}} days after the e-mail. You can change your e-mail preferences on your profile page.',
      missingToken: 'The link is incomplete. Please use the link in the e-mail.',
      toProfile: 'My e-mail preferences',
      home: 'Back to the home page',
    },
  },
);
