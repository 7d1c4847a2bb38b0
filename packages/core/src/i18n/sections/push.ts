import { defineSection } from '../section.ts';

/** Web push (#28): the kind only push has, and the fields of a device's registration. */
export const pushMessages = defineSection(
  {
    kinds: { question: 'Yeni soru' },
    hints: { question: 'Bir satıcı ilanınıza soru sorduğunda' },
    fields: {
      endpoint: 'Bildirim adresi',
      keys: 'Abonelik anahtarları',
      p256dh: 'Cihaz anahtarı',
      auth: 'Doğrulama anahtarı',
      label: 'Cihaz adı',
    },
    server: {
      endpointNotAllowed: '{{field}} tanınan bir bildirim servisine ait olmalıdır',
    },
  },
  {
    kinds: { question: 'New question' },
    hints: { question: 'When a seller asks a question on your ad' },
    fields: {
      endpoint: 'Notification address',
      keys: 'Subscription key pair',
      p256dh: 'Device key',
      auth: 'Authentication key',
      label: 'Device name',
    },
    server: {
      endpointNotAllowed: '{{field}} must belong to a known push service',
    },
  },
);
