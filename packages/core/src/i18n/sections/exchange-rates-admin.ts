import { defineSection } from '../section.ts';

/**
 * The back office's exchange rates (/admin/exchange-rates), under `admin.exchangeRates`; each
 * key needs both languages (the catalogue test checks).
 */
export const exchangeRatesAdminMessages = defineSection(
  {
    nav: 'Döviz kurları',
    title: 'Döviz Kurları',
    text: 'Başka para birimindeki tekliflerin karşılaştırmada çevrildiği gösterge kurlar (TCMB döviz alış). Kaynak bir gün için kur vermediğinde o günün kurunu buradan girebilirsiniz.',
    fields: {
      day: 'Gün',
      rate: 'Kur (₺)',
    },
    form: {
      title: 'Elle kur gir',
      hint: 'Bir birim dövizin Türk lirası karşılığı. Aynı gün ve para birimi için elle girilmiş kur varsa üzerine yazılır. TCMB kuru bulunan günlerde TCMB kuru kullanılır.',
      submit: 'Kuru kaydet',
      saved: '{{currency}} kuru {{day}} için kaydedildi: {{rate}} ₺',
      failed: 'Kur kaydedilemedi',
      editing: '{{currency}} – {{day}} kurunu düzenliyorsunuz',
    },
    from: 'Başlangıç günü',
    to: 'Bitiş günü',
    toBeforeFrom: 'Bitiş günü, başlangıç gününden önce olamaz',
    filters: 'Kur süzgeçleri',
    allCurrencies: 'Tümü',
    clear: 'Filtreleri temizle',
    columns: {
      day: 'Gün',
      currency: 'Para birimi',
      rate: 'Kur (₺)',
      source: 'Kaynak',
      enteredBy: 'Giren',
      createdAt: 'Kayıt zamanı',
      actions: 'İşlemler',
    },
    sources: {
      tcmb: 'TCMB',
      manual: 'Elle',
    },
    bulletinOf: '{{day}} bülteni',
    automatic: 'Otomatik',
    deletedUser: 'Silinmiş kullanıcı',
    edit: 'Düzenle',
    editLabel: 'Düzenle: {{currency}} {{day}}',
    empty: 'Bu seçime uyan kur yok.',
    emptyAll:
      'Henüz kur yok. Kurlar, bir ilanın teklifleri başka para birimlerinde karşılaştırıldığında TCMB’den alınır.',
    total_one: 'Toplam {{count}} kur',
    total_other: 'Toplam {{count}} kur',
  },
  {
    nav: 'Exchange rates',
    title: 'Exchange Rates',
    text: 'The indicative rates bids in other currencies are converted at in the comparison (Central Bank of the Republic of Turkey, forex buying). When the source has no rate for a day, enter that day’s rate here.',
    fields: {
      day: 'Day',
      rate: 'Rate (₺)',
    },
    form: {
      title: 'Enter a rate',
      hint: 'Turkish lira per one unit of the currency. A rate entered before for the same day and currency is overwritten. On days with a Central Bank rate, the Central Bank rate is used.',
      submit: 'Save rate',
      saved: '{{currency}} rate saved for {{day}}: {{rate}} ₺',
      failed: 'The rate was not saved',
      editing: 'Editing the {{currency}} rate of {{day}}',
    },
    from: 'From day',
    to: 'To day',
    toBeforeFrom: 'The “to” day cannot be before the “from” day',
    filters: 'Rate filters',
    allCurrencies: 'All',
    clear: 'Clear filters',
    columns: {
      day: 'Day',
      currency: 'Currency',
      rate: 'Rate (₺)',
      source: 'Source',
      enteredBy: 'Entered by',
      createdAt: 'Recorded',
      actions: 'Actions',
    },
    sources: {
      tcmb: 'Central Bank',
      manual: 'Manual',
    },
    bulletinOf: 'bulletin of {{day}}',
    automatic: 'Automatic',
    deletedUser: 'Deleted user',
    edit: 'Edit',
    editLabel: 'Edit: {{currency}} {{day}}',
    empty: 'No rates match this selection.',
    emptyAll:
      'No rates yet. Rates are taken from the Central Bank when an ad’s bids in other currencies are compared.',
    total_one: '{{count}} rate in total',
    total_other: '{{count}} rates in total',
  },
);
