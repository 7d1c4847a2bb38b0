import { defineSection } from '../section.ts';

/** Texts of the admin screens; each key needs both languages (the catalogue test checks). */
export const adminMessages = defineSection(
  {
    outboxTitle: 'E-posta Kutusu',
    outboxText:
      'Platformun gönderdiği tüm e-postalar. SMTP ayarlı değilse e-postalar burada saklanır.',
    outboxSearch: 'Alıcıya göre ara',
    outboxEmpty: 'Henüz e-posta yok',
    outboxDate: 'Tarih',
    outboxTo: 'Alıcı',
    outboxSubject: 'Konu',
    outboxStatus: 'Durum',
    outboxShow: 'İçeriği göster',
    outboxHide: 'Gizle',
    mailStatus: {
      stored: 'Saklandı',
      sent: 'Gönderildi',
      failed: 'Gönderilemedi',
    },
  },
  {
    outboxTitle: 'Mail Outbox',
    outboxText: 'Every mail the platform sent. Without SMTP settings, mails are kept here.',
    outboxSearch: 'Search by recipient',
    outboxEmpty: 'No mails yet',
    outboxDate: 'Date',
    outboxTo: 'Recipient',
    outboxSubject: 'Subject',
    outboxStatus: 'Status',
    outboxShow: 'Show content',
    outboxHide: 'Hide',
    mailStatus: {
      stored: 'Stored',
      sent: 'Sent',
      failed: 'Failed',
    },
  },
);
