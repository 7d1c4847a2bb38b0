import { defineSection } from '../section.ts';

/**
 * Web push in the browser (#28): turning notifications on for a device, the list of devices,
 * and the channel (e-mail, push, both or the bell alone) chosen per kind on /profile.
 */
export const webPushMessages = defineSection(
  {
    successTitle: 'Bildirimler',
    failureTitle: 'Bildirim ayarı değiştirilemedi',
    device: {
      heading: 'Anlık bildirimler',
      intro:
        'Uygulama kapalıyken de yeni ilan, teklif, mesaj ve eksiltme bildirimlerini telefonunuza veya bilgisayarınıza alın. Her cihazda ayrı ayrı açılır.',
      turnOn: 'Bu cihazda bildirimleri aç',
      turningOn: 'Bildirim izni isteniyor…',
      on: 'Bu cihaz açık',
      turnOff: 'Bu cihazda kapat',
      turnedOn: 'Bu cihazda bildirimler açıldı.',
      turnedOff: 'Bu cihazda bildirimler kapatıldı.',
      offText: 'Bu cihaz henüz anlık bildirim almıyor.',
      unsupported:
        'Bu tarayıcı anlık bildirimleri desteklemiyor. iPhone ve iPad’de siteyi Safari’de açın, Paylaş menüsünden “Ana Ekrana Ekle” ile ekleyin ve uygulamayı ana ekrandan açın; diğer cihazlarda Chrome, Edge, Firefox veya Safari’nin güncel bir sürümünü kullanın.',
      denied:
        'Bildirim izni bu site için engellenmiş. Açmak için adres çubuğundaki kilit ya da site ayarları simgesine dokunun, “Bildirimler”i “İzin ver” yapın ve sayfayı yenileyin.',
      dismissed:
        'Bildirim izni verilmedi. Yeniden denediğinizde tarayıcının sorusuna “İzin ver” deyin.',
      noWorker:
        'Uygulamanın arka plan hizmeti (service worker) hazır değil. Sayfayı yenileyip yeniden deneyin.',
      subscribeFailed:
        'Tarayıcı bildirim servisine bağlanamadı. İnternet bağlantınızı denetleyip yeniden deneyin.',
      unknownBrowser: 'Tarayıcı',
    },
    devices: {
      heading: 'Bildirim alan cihazlar',
      empty: 'Henüz anlık bildirim alan bir cihazınız yok.',
      loadFailed: 'Cihazlar yüklenemedi: {{reason}}',
      name: 'Cihaz',
      added: 'Eklendi',
      lastUsed: 'Son bildirim',
      neverUsed: 'Henüz yok',
      thisDevice: 'Bu cihaz',
      remove: 'Kaldır',
      removeLabel: '{{name}} cihazını kaldır',
      removeTitle: 'Cihaz kaldırılsın mı?',
      removeText:
        '“{{name}}” artık anlık bildirim almayacak. İstediğinizde o cihazdan yeniden açabilirsiniz.',
      removed: '“{{name}}” kaldırıldı.',
    },
    channels: {
      heading: 'Bildirim tercihleri',
      intro:
        'Bildirimler her zaman zil simgesinde görünür. Her tür için e-posta ile mi, cihazlarınıza anlık bildirim olarak mı, ikisiyle de mi gelmesini istediğinizi seçin.',
      label: '{{kind}}: nasıl gelsin',
      none: 'Yalnız zil',
      email: 'E-posta',
      push: 'Anlık',
      both: 'İkisi de',
      saved: 'Bildirim tercihleriniz kaydedildi.',
      chatHint:
        'Sipariş sohbetlerindeki yeni mesajlar: e-postayla en fazla 15 dakikada bir özet olarak, anlık bildirim olarak uygulama hiçbir sekmede açık değilken',
    },
    bell: {
      offer: 'Bu cihaza da bildir',
      dialogTitle: 'Bu cihazda anlık bildirimler',
    },
  },
  {
    successTitle: 'Notifications',
    failureTitle: 'The notification setting could not be changed',
    device: {
      heading: 'Push notifications',
      intro:
        'Get new ads, bids, messages and auction news on your phone or computer even when the app is closed. Turn them on on each device.',
      turnOn: 'Turn on notifications on this device',
      turningOn: 'Asking for permission…',
      on: 'This device is on',
      turnOff: 'Turn off on this device',
      turnedOn: 'Notifications are on on this device.',
      turnedOff: 'Notifications are off on this device.',
      offText: 'This device does not receive push notifications yet.',
      unsupported:
        'This browser does not support push notifications. On an iPhone or iPad, open the site in Safari, choose “Add to Home Screen” from the Share menu and open the app from the home screen; elsewhere, use a recent Chrome, Edge, Firefox or Safari.',
      denied:
        'Notifications are blocked for this site. To allow them, tap the padlock or site settings icon in the address bar, set “Notifications” to “Allow” and reload the page.',
      dismissed:
        'Permission was not given. When you try again, answer “Allow” to the browser’s question.',
      noWorker:
        'The app’s background service (service worker) is not ready. Reload the page and try again.',
      subscribeFailed:
        'The browser could not reach its notification service. Check your connection and try again.',
      unknownBrowser: 'Browser',
    },
    devices: {
      heading: 'Devices that get notifications',
      empty: 'No device gets push notifications yet.',
      loadFailed: 'The devices could not be loaded: {{reason}}',
      name: 'Device',
      added: 'Added',
      lastUsed: 'Last notification',
      neverUsed: 'None yet',
      thisDevice: 'This device',
      remove: 'Remove',
      removeLabel: 'Remove {{name}}',
      removeTitle: 'Remove this device?',
      removeText:
        '“{{name}}” will no longer get push notifications. You can turn them on again from that device at any time.',
      removed: '“{{name}}” was removed.',
    },
    channels: {
      heading: 'Notification preferences',
      intro:
        'Notifications always appear under the bell. For each kind, choose whether it should also come by e-mail, as a push notification on your devices, or both.',
      label: '{{kind}}: how it reaches you',
      none: 'Bell only',
      email: 'E-mail',
      push: 'Push',
      both: 'Both',
      saved: 'Your notification preferences are saved.',
      chatHint:
        'New messages in order chats: by e-mail as a digest at most every 15 minutes, as a push notification while the app is not open in any tab',
    },
    bell: {
      offer: 'Notify me on this device',
      dialogTitle: 'Push notifications on this device',
    },
  },
);
