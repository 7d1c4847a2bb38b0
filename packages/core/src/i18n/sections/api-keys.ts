import { defineSection } from '../section.ts';

/** API keys (#31): the integrations page's keys part, the scopes, and the keys' refusals. */
export const apiKeysMessages = defineSection(
  {
    pageTitle: 'Entegrasyonlar',
    pageIntro:
      'ERP ve muhasebe sistemlerinizi TeklifAl’a bağlayın: API anahtarları sisteminizin şirketiniz adına istek göndermesini sağlar.',
    tabs: { apiKeys: 'API anahtarları', webhooks: 'Webhook’lar' },
    title: 'API anahtarları',
    intro:
      'Bir anahtar şirketiniz adına, yalnızca seçtiğiniz yetkilerle çalışır. İstekte “Authorization: Bearer tk_live_…” başlığıyla gönderin.',
    create: 'Yeni anahtar',
    createTitle: 'Yeni API anahtarı',
    empty: 'Henüz API anahtarınız yok.',
    fields: {
      name: 'Anahtar adı',
      scopes: 'Yetkiler',
      scope: 'yetki',
      expiresAt: 'Son kullanma tarihi',
      expiresAtHint: 'Boş bırakırsanız anahtar iptal edilene kadar geçerlidir.',
    },
    columns: {
      prefix: 'Anahtar',
      name: 'Ad',
      scopes: 'Yetkiler',
      createdBy: 'Oluşturan',
      lastUsed: 'Son kullanım',
      expires: 'Son kullanma',
      status: 'Durum',
    },
    never: 'Hiç',
    noExpiry: 'Süresiz',
    status: { active: 'Etkin', revoked: 'İptal edildi', expired: 'Süresi doldu' },
    scopes: {
      ads_read: 'İlanları okuma',
      ads_write: 'İlan oluşturma ve düzenleme',
      bids_read: 'Teklifleri okuma',
      bids_write: 'Teklif verme',
      award: 'İhale sonuçlandırma',
      orders_read: 'Siparişleri okuma',
      orders_write: 'Siparişleri güncelleme',
      chat: 'Mesajlaşma',
    },
    secretTitle: 'Anahtarınız oluşturuldu',
    secretWarning:
      'Bu anahtarı şimdi kopyalayıp güvenli bir yere kaydedin: bir daha gösterilmeyecek.',
    copy: 'Kopyala',
    copied: 'Kopyalandı',
    done: 'Kaydettim, kapat',
    revoke: 'İptal et',
    revokeTitle: 'Anahtar iptal edilsin mi?',
    revokeText:
      '“{{name}}” ({{prefix}}…) hemen çalışmaz hale gelir; onu kullanan sistemler 401 yanıtı alır. Bu işlem geri alınamaz.',
    revoked: 'Anahtar iptal edildi.',
    created: 'Anahtar oluşturuldu.',
    onlyManagers: 'API anahtarlarını yalnızca şirket sahibi ve yöneticileri yönetebilir.',
    errors: {
      invalid: 'API anahtarı geçersiz, iptal edilmiş ya da süresi dolmuş.',
      missingScope: 'Bu işlem için anahtarın “{{scope}}” yetkisi olmalıdır.',
      cookieOnly: 'Bu işlem API anahtarıyla yapılamaz; tarayıcıda oturum açarak yapın.',
      expiryPast: '{{field}} gelecekte bir tarih olmalıdır',
    },
    idempotency: {
      mismatch:
        'Bu Idempotency-Key başka bir istek gövdesiyle kullanıldı; yeni istek için yeni bir anahtar gönderin.',
      inProgress:
        'Bu Idempotency-Key ile gönderilen istek hâlâ işleniyor; biraz sonra tekrar deneyin.',
      invalidKey: 'Idempotency-Key 1–255 görünür ASCII karakterden oluşmalıdır.',
    },
  },
  {
    pageTitle: 'Integrations',
    pageIntro:
      'Connect your ERP and accounting systems to TeklifAl: API keys let your system send requests on behalf of your company.',
    tabs: { apiKeys: 'API keys', webhooks: 'Webhooks' },
    title: 'API keys',
    intro:
      'A key acts for your company with only the scopes you choose. Send it in the “Authorization: Bearer tk_live_…” header.',
    create: 'New key',
    createTitle: 'New API key',
    empty: 'You have no API keys yet.',
    fields: {
      name: 'Key name',
      scopes: 'Scopes',
      scope: 'scope',
      expiresAt: 'Expiry date',
      expiresAtHint: 'Leave empty for a key that is valid until revoked.',
    },
    columns: {
      prefix: 'Key',
      name: 'Name',
      scopes: 'Scopes',
      createdBy: 'Created by',
      lastUsed: 'Last used',
      expires: 'Expires',
      status: 'Status',
    },
    never: 'Never',
    noExpiry: 'No expiry',
    status: { active: 'Active', revoked: 'Revoked', expired: 'Expired' },
    scopes: {
      ads_read: 'Read ads',
      ads_write: 'Create and edit ads',
      bids_read: 'Read bids',
      bids_write: 'Place bids',
      award: 'Award ads',
      orders_read: 'Read orders',
      orders_write: 'Update orders',
      chat: 'Chat',
    },
    secretTitle: 'Your key was created',
    secretWarning: 'Copy this key now and keep it somewhere safe: it will not be shown again.',
    copy: 'Copy',
    copied: 'Copied',
    done: 'I saved it, close',
    revoke: 'Revoke',
    revokeTitle: 'Revoke this key?',
    revokeText:
      '“{{name}}” ({{prefix}}…) stops working at once; systems using it get 401 answers. This cannot be undone.',
    revoked: 'The key was revoked.',
    created: 'The key was created.',
    onlyManagers: 'Only the company’s owner and admins can manage API keys.',
    errors: {
      invalid: 'The API key is invalid, revoked or expired.',
      missingScope: 'This operation needs the key’s “{{scope}}” scope.',
      cookieOnly: 'This cannot be done with an API key; sign in in the browser to do it.',
      expiryPast: '{{field}} must be a date in the future',
    },
    idempotency: {
      mismatch:
        'This Idempotency-Key was used with another request body; send a new key for a new request.',
      inProgress:
        'The request sent with this Idempotency-Key is still being processed; retry shortly.',
      invalidKey: 'Idempotency-Key must be 1–255 visible ASCII characters.',
    },
  },
);
