/** The Turkish text's shape with plain strings: the English must have the same keys. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
const defineSection = <T extends object>(tr: T, en: Widen<T>) => ({ tr, en });

/**
 * /developers (#31): how an ERP connects. Kept with the page, not in the app's catalogue, so its
 * text loads with the page's chunk and not with every page; added to i18n when the chunk loads.
 * `{{…}}` names the figures the page passes (the rate limit), code stays out of translation.
 */
export const developersMessages = defineSection(
  {
    title: 'Geliştiriciler',
    lead: 'ERP’nizi (Logo, Mikro, Netsis, SAP Business One ya da Excel) TeklifAl’a bir öğleden sonrada bağlayın: yeni siparişler sisteminize kendiliğinden gelsin, satın alma talepleriniz sisteminizden ilan olarak yayınlansın.',
    contents: 'Bu sayfada',
    keys: {
      title: 'API anahtarı alın',
      s1: 'Şirketinizin sahibi ya da yöneticisi olarak oturum açın ve Şirketim → Entegrasyonlar sayfasını açın.',
      s2: '“Yeni anahtar” ile anahtara bir ad verin, yalnızca gereken yetkileri seçin, isterseniz bir son kullanma tarihi girin.',
      s3: 'Anahtar (tk_live_ ile başlar) yalnızca bir kez gösterilir: hemen kopyalayıp sisteminizin gizli ayarlarına kaydedin. Listede görünen başlangıcından tanınır; son kullanımı izlenir, her kullanımı denetim kaydına yazılır ve dilediğiniz an iptal edilebilir.',
      open: 'Entegrasyonlar sayfasını açın',
      scopesTitle: 'Yetkiler',
      scopesText:
        'Bir anahtar şirketinizin kullanıcılarıyla aynı kurallara uyar: başka şirketin verisini, süresi dolmamış kapalı zarf teklifleri hiçbir zaman göremez, yalnızca seçilen yetkilerin işlemlerini yapabilir.',
      scope: 'Yetki',
      allows: 'İzin verdiği',
    },
    firstCall: {
      title: 'İlk çağrı',
      curl: 'Her istekte anahtarı Authorization başlığında gönderin. Örneğin satıcı olarak yeni siparişleriniz:',
      client:
        'TypeScript’te @teklifal/client paketi, API belgesinden üretilmiş türlerle aynı çağrıyı yapar; 2xx dışındaki her yanıtı TeklifAlProblemError olarak fırlatır:',
      example:
        'Depodaki examples/erp-connector örneği buradan başlar: yeni siparişleri çekip onaylar ve bir CSV dosyasından ilan yayınlar.',
    },
    idempotency: {
      title: 'Tekrarlanabilir istekler (Idempotency-Key)',
      text: 'Ağ kesildiğinde bir isteği güvenle yeniden gönderebilmek için oluşturma çağrılarına (ilan, teklif, mesaj, ihale sonucu) Idempotency-Key başlığı ekleyin. Anahtar olarak kendi kaydınızın numarasını kullanın.',
      p1: 'Aynı anahtarla gelen tekrar, ilk yanıtın aynısını alır ve hiçbir şeyi ikinci kez oluşturmaz; yanıtta Idempotent-Replayed: true başlığı bulunur. Anahtarlar 24 saat saklanır.',
      p2: 'Aynı anahtar başka bir gövdeyle gelirse 422 IDEMPOTENCY_MISMATCH; ilk istek hâlâ sürerken 409 IDEMPOTENCY_IN_PROGRESS yanıtı döner: biraz bekleyip yeniden deneyin.',
    },
    limits: {
      title: 'Hatalar ve hız sınırları',
      errors:
        'Her hata RFC 9457 problem+json olarak döner: değişmeyen bir code, isteğin dilinde (Accept-Language: tr ya da en) bir başlık, alan hatalarında her alanın adı ve mesajı, destek için requestId.',
      rate: 'Her anahtar dakikada {{perMinute}} istek yapabilir. Sınır aşılınca 429 RATE_LIMITED döner; Retry-After başlığındaki saniye kadar bekleyip yeniden deneyin.',
      status: 'Durum',
      code: 'Kod',
      meaning: 'Anlamı',
      invalid: 'Anahtar bilinmiyor, iptal edilmiş ya da süresi dolmuş.',
      scope: 'Anahtarın bu işlem için yetkisi yok; detay eksik yetkiyi söyler.',
      notAllowed: 'İşlem yalnızca tarayıcıda oturum açmış kişilere açık (ör. anahtar yönetimi).',
      validation: 'Gövde ya da parametreler geçersiz; errors alanları tek tek söyler.',
      conflict: 'Kayıt bu işleme uygun durumda değil (ör. zaten onaylanmış sipariş).',
      limited: 'Hız sınırı aşıldı; Retry-After kadar bekleyin.',
    },
    webhooks: {
      title: 'Webhook’lar',
      text: 'Sorgulamak yerine haber alın: Entegrasyonlar sayfasının Webhook’lar sekmesinde HTTPS adreslerinizi ve istediğiniz olayları kaydedin. Her olay JSON gövdeyle POST edilir: olayın kimliği, türü, zamanı ve ilgili kayıtların kimlikleri ile belgelenmiş alanları.',
      events: 'Olaylar',
      delivery:
        'Teslimat en az bir kez yapılır: 2xx dışındaki yanıtlar 24 saat boyunca artan aralıklarla yeniden denenir, bir adrese olaylar sırayla gider. Aynı olay iki kez gelebilir: TeklifAl-Event-Id başlığıyla tekrarları ayıklayın. 24 saat boyunca başarısız olan adres kapatılır ve şirket yöneticilerine e-posta gider.',
      signature:
        'Her teslimat uç noktanın gizli anahtarıyla imzalanır: TeklifAl-Signature: t=<unix saniye>,v1=<"t.gövde" metninin HMAC-SHA256’sı, onaltılık>. Gövdeyi ayrıştırmadan önce, alındığı haliyle doğrulayın ve 5 dakikadan eski imzaları reddedin:',
      client:
        '@teklifal/client kullanıyorsanız verifyWebhookSignature({ secret, header, body }) aynı kontrolü yapar (Web Crypto; Node 20 ve edge ortamlarında çalışır).',
      schema: 'Her olayın gövde şeması API referansının webhooks bölümündedir.',
    },
    ubl: {
      title: 'UBL belgeleri',
      text: 'Siparişin iki tarafının ERP’si belgeleri UBL 2.1 XML olarak indirebilir (orders:read yetkisi):',
      order:
        'Satın alma siparişi (UBL Order): iki tarafın vergi kimlikleri, UN/ECE birim kodlarıyla satırlar, KDV, teslimat ve ödeme koşulları.',
      response:
        'Satıcının yanıtı (OrderResponseSimple): onay ya da gerekçeli ret; satıcı yanıtlamadan önce 409.',
      invoice: 'e-Fatura ve e-İrsaliye (UBL-TR) taslakları.',
    },
    reference: {
      title: 'API referansı',
      text: 'Tüm uç noktalar, parametreleri ve yanıtları API belgesindedir; belge, isteği doğrulayan şemalardan üretilir ve her zaman günceldir.',
      docs: 'API referansı (Swagger UI)',
      json: 'OpenAPI belgesi (JSON)',
    },
  },
  {
    title: 'Developers',
    lead: 'Connect your ERP (Logo, Mikro, Netsis, SAP Business One or Excel) to TeklifAl in an afternoon: new orders arrive in your system by themselves, and your purchase requests are published as ads from it.',
    contents: 'On this page',
    keys: {
      title: 'Get an API key',
      s1: 'Sign in as your company’s owner or an admin and open My company → Integrations.',
      s2: 'With “New key”, name the key, choose only the scopes it needs and, if you like, an expiry date.',
      s3: 'The key (starting with tk_live_) is shown once: copy it into your system’s secret settings at once. The list knows it by its start, shows its last use, writes every use to the audit log, and lets you revoke it at any time.',
      open: 'Open the Integrations page',
      scopesTitle: 'Scopes',
      scopesText:
        'A key follows the same rules as your company’s users: it never sees another company’s data or a sealed bid before its deadline, and it can do only what its scopes allow.',
      scope: 'Scope',
      allows: 'Allows',
    },
    firstCall: {
      title: 'The first call',
      curl: 'Send the key in the Authorization header of every request. For example, your new orders as the seller:',
      client:
        'In TypeScript, the @teklifal/client package makes the same call with types generated from the API document, and throws every answer other than 2xx as a TeklifAlProblemError:',
      example:
        'The repository’s examples/erp-connector starts from here: it pulls new orders and confirms them, and publishes an ad from a CSV file.',
    },
    idempotency: {
      title: 'Safe retries (Idempotency-Key)',
      text: 'To resend a request safely after a network failure, add an Idempotency-Key header to the create calls (ad, bid, message, award). Use your own record’s number as the key.',
      p1: 'A retry with the same key gets the first answer again and creates nothing twice; the answer carries Idempotent-Replayed: true. Keys are kept for 24 hours.',
      p2: 'The same key with another body gets 422 IDEMPOTENCY_MISMATCH; while the first request is still running, 409 IDEMPOTENCY_IN_PROGRESS: wait a moment and retry.',
    },
    limits: {
      title: 'Errors and rate limits',
      errors:
        'Every error is RFC 9457 problem+json: a stable code, a title in the request’s language (Accept-Language: tr or en), each field’s name and message for field errors, and a requestId for support.',
      rate: 'Each key may make {{perMinute}} requests a minute. Past that the answer is 429 RATE_LIMITED; wait the seconds in Retry-After and try again.',
      status: 'Status',
      code: 'Code',
      meaning: 'Meaning',
      invalid: 'The key is unknown, revoked or expired.',
      scope: 'The key lacks the scope for this operation; the detail names it.',
      notAllowed: 'The operation is for people signed in in a browser only (e.g. managing keys).',
      validation: 'The body or parameters are invalid; errors names each field.',
      conflict: 'The record is not in a state for this step (e.g. an order already confirmed).',
      limited: 'Rate limit reached; wait for Retry-After.',
    },
    webhooks: {
      title: 'Webhooks',
      text: 'Be told instead of asking: register your HTTPS addresses and the events you want on the Integrations page’s Webhooks tab. Each event is POSTed as JSON: the event’s id, type and time, and the records’ ids with their documented fields.',
      events: 'Events',
      delivery:
        'Delivery is at least once: answers other than 2xx are retried with growing intervals for 24 hours, and an address gets its events in order. The same event may come twice: drop repeats by the TeklifAl-Event-Id header. An address failing for 24 hours is switched off and the company’s admins get an e-mail.',
      signature:
        'Each delivery is signed with the endpoint’s secret: TeklifAl-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">. Verify the body as received, before parsing it, and refuse signatures older than 5 minutes:',
      client:
        'With @teklifal/client, verifyWebhookSignature({ secret, header, body }) does the same check (Web Crypto: it runs on Node 20 and in edge runtimes).',
      schema: 'The body schema of every event is in the webhooks section of the API reference.',
    },
    ubl: {
      title: 'UBL documents',
      text: 'Both sides’ ERPs can download an order’s documents as UBL 2.1 XML (orders:read scope):',
      order:
        'The purchase order (UBL Order): both parties’ tax identities, lines with UN/ECE unit codes, VAT, delivery and payment terms.',
      response:
        'The seller’s answer (OrderResponseSimple): accepted, or declined with the reason; 409 before the seller answers.',
      invoice: 'Drafts of the e-invoice and e-despatch advice (UBL-TR).',
    },
    reference: {
      title: 'API reference',
      text: 'Every endpoint, its parameters and its answers are in the API document; it is generated from the schemas that check the requests, so it is always current.',
      docs: 'API reference (Swagger UI)',
      json: 'OpenAPI document (JSON)',
    },
  },
);
