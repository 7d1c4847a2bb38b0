import { defineSection } from '../section.ts';

/** /pricing: the plans. Everything is free while the marketplace grows; the page says so. */
export const pricingMessages = defineSection(
  {
    title: 'Fiyatlandırma',
    lead: 'Lansman döneminde alıcılar ve satıcılar için tüm özellikler ücretsizdir. Kurumsal ihtiyaçlar için bize ulaşın.',
    perMonth: '/ ay',
    free: 'Ücretsiz',
    custom: 'Teklif alın',
    popular: 'En çok tercih edilen',
    buyer: {
      name: 'Alıcı',
      text: 'Satın alma ekipleri için ilan, teklif karşılaştırma ve sipariş takibi.',
      features: {
        f1: 'Sınırsız alım ilanı',
        f2: 'Açık, davetli ve kapalı zarf ihale',
        f3: 'Kalem kalem teklif karşılaştırma ve bölerek kazandırma',
        f4: 'Sipariş takibi ve tedarikçiyle mesajlaşma',
        f5: 'Excel uyumlu dışa aktarma',
      },
      cta: 'Alıcı olarak kaydolun',
    },
    seller: {
      name: 'Satıcı',
      text: 'Tedarikçiler için sektörünüze uygun ilanlara teklif verme.',
      features: {
        f1: 'Sektörünüzdeki yeni ilanlardan anında haberdar olma',
        f2: 'Teklif verme ve revize etme',
        f3: 'Sipariş ve teslimat takibi',
        f4: 'Alıcı değerlendirmeleriyle güven oluşturma',
      },
      cta: 'Satıcı olarak kaydolun',
    },
    enterprise: {
      name: 'Kurumsal',
      text: 'Yüksek hacimli satın alma birimleri ve şirket grupları için.',
      features: {
        f1: 'Ekibiniz için kurulum ve eğitim desteği',
        f2: 'Şirketinize özel sözleşme ve faturalandırma',
        f3: 'Tedarikçilerinizi platforma davet etmede yardım',
        f4: 'Öncelikli destek',
      },
      cta: 'Bizimle iletişime geçin',
    },
    faqTitle: 'Sık sorulan sorular',
    faq: {
      q1: 'Ücretsiz dönem ne kadar sürecek?',
      a1: 'Lansman dönemi boyunca tüm özellikler ücretsizdir. Ücretlendirme başlamadan önce tüm kullanıcılara e-posta ile bilgi verilir.',
      q2: 'Bir şirket hem alıcı hem satıcı olabilir mi?',
      a2: 'Evet. Şirket bilgilerinizi oluştururken iki rolü birden talep edebilirsiniz; her rol ayrı ayrı onaylanır.',
      q3: 'Ekip arkadaşlarım için ayrıca ücret ödeyecek miyim?',
      a3: 'Hayır. Şirketinize dilediğiniz kadar ekip üyesi davet edebilirsiniz.',
    },
  },
  {
    title: 'Pricing',
    lead: 'During the launch period every feature is free for buyers and sellers. Contact us for enterprise needs.',
    perMonth: '/ month',
    free: 'Free',
    custom: 'Get a quote',
    popular: 'Most popular',
    buyer: {
      name: 'Buyer',
      text: 'For purchasing teams: ads, bid comparison and order tracking.',
      features: {
        f1: 'Unlimited purchase ads',
        f2: 'Open, invited and sealed tenders',
        f3: 'Line-by-line bid comparison and split awards',
        f4: 'Order tracking and chat with the supplier',
        f5: 'Excel-friendly exports',
      },
      cta: 'Register as a buyer',
    },
    seller: {
      name: 'Seller',
      text: 'For suppliers: bid on ads in your sectors.',
      features: {
        f1: 'Instant notice of new ads in your sectors',
        f2: 'Send and revise bids',
        f3: 'Order and delivery tracking',
        f4: 'Build trust with buyer ratings',
      },
      cta: 'Register as a seller',
    },
    enterprise: {
      name: 'Enterprise',
      text: 'For groups of companies and high-volume purchasing units.',
      features: {
        f1: 'Set-up and training for your team',
        f2: 'A contract and invoicing made for your company',
        f3: 'Help inviting your suppliers to the platform',
        f4: 'Priority support',
      },
      cta: 'Contact us',
    },
    faqTitle: 'Frequently asked questions',
    faq: {
      q1: 'How long will the free period last?',
      a1: 'Every feature is free during the launch period. All users are told by e-mail before any charge begins.',
      q2: 'Can a company be both a buyer and a seller?',
      a2: 'Yes. You can ask for both roles when you create your company; each role is approved on its own.',
      q3: 'Do I pay extra for my teammates?',
      a3: 'No. Invite as many team members to your company as you like.',
    },
  },
);
