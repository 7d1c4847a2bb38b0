import { defineSection } from '../section.ts';

/**
 * The purchase order's tax identity and KDV, its UBL Order and OrderResponseSimple, and the
 * seller's UBL-TR downloads (/orders/{orderId}); each key needs both languages (the catalogue test
 * checks).
 */
export const orderDocumentsMessages = defineSection(
  {
    parties: {
      title: 'Taraflar',
      note: 'Siparişin oluştuğu andaki şirket bilgileri',
      buyer: 'Alıcı',
      seller: 'Satıcı',
      taxOffice: 'Vergi dairesi',
      mersisNo: 'MERSİS no',
      address: 'Adres',
      phone: 'Telefon',
      email: 'E-posta',
      kinds: {
        VKN: 'VKN',
        TCKN: 'TCKN',
      },
    },
    lines: {
      vatRate: 'KDV oranı',
      rate: '%{{rate}}',
      net: 'Tutar (KDV hariç)',
      vat: 'KDV',
      gross: 'Tutar (KDV dahil)',
      netTotal: 'Ara toplam (KDV hariç)',
      vatAt: 'KDV (%{{rate}})',
      grossTotal: 'Genel toplam (KDV dahil)',
    },
    exchange: {
      title: 'Sipariş belgeleri (XML)',
      text: 'Siparişi ve satıcının yanıtını UBL 2.1 XML olarak indirip ERP’nize aktarın.',
      purchaseOrder: 'Siparişi indir (XML)',
      orderResponse: 'Satıcının yanıtını indir (XML)',
      responseAfterAnswer:
        'Satıcının yanıtı, satıcı siparişi onayladığında veya reddettiğinde indirilebilir.',
    },
    downloads: {
      title: 'e-Fatura ve e-İrsaliye',
      text: 'Siparişi UBL-TR XML olarak indirip entegratörünüze yükleyin. Belge imzasız bir taslaktır: fatura numarası, e-imza ve GİB’e gönderim entegratörünüzde yapılır.',
      profile: 'Fatura senaryosu',
      profiles: {
        TEMELFATURA: 'e-Fatura – Temel fatura',
        TICARIFATURA: 'e-Fatura – Ticari fatura',
        EARSIVFATURA: 'e-Arşiv fatura (alıcı e-Fatura kullanıcısı değil)',
      },
      invoice: 'Faturayı indir (XML)',
      despatchAdvice: 'e-İrsaliyeyi indir (XML)',
      invoiceAfterCompletion: 'Fatura, sipariş tamamlandığında indirilebilir.',
    },
    server: {
      sellerOnly: 'e-Fatura ve e-İrsaliye siparişin satıcısı tarafından düzenlenir.',
    },
  },
  {
    parties: {
      title: 'Parties',
      note: 'Company details as they were when the order was made',
      buyer: 'Buyer',
      seller: 'Seller',
      taxOffice: 'Tax office',
      mersisNo: 'MERSIS number',
      address: 'Address',
      phone: 'Phone',
      email: 'E-mail',
      kinds: {
        VKN: 'Tax number (VKN)',
        TCKN: 'Turkish ID number (TCKN)',
      },
    },
    lines: {
      vatRate: 'VAT rate',
      rate: '{{rate}}%',
      net: 'Amount (excl. VAT)',
      vat: 'VAT',
      gross: 'Amount (incl. VAT)',
      netTotal: 'Subtotal (excl. VAT)',
      vatAt: 'VAT ({{rate}}%)',
      grossTotal: 'Grand total (incl. VAT)',
    },
    exchange: {
      title: 'Order documents (XML)',
      text: 'Download the order and the seller’s response as UBL 2.1 XML to load into your ERP.',
      purchaseOrder: 'Download purchase order (XML)',
      orderResponse: 'Download seller’s response (XML)',
      responseAfterAnswer:
        'The seller’s response can be downloaded once the seller accepts or declines the order.',
    },
    downloads: {
      title: 'e-Invoice and e-Despatch advice',
      text: 'Download the order as UBL-TR XML and upload it to your integrator. The document is an unsigned draft: the invoice number, the e-signature and sending it to the Revenue Administration (GİB) are done by your integrator.',
      profile: 'Invoice scenario',
      profiles: {
        TEMELFATURA: 'e-Invoice – basic',
        TICARIFATURA: 'e-Invoice – commercial',
        EARSIVFATURA: 'e-Archive invoice (buyer does not use e-Invoice)',
      },
      invoice: 'Download invoice (XML)',
      despatchAdvice: 'Download despatch advice (XML)',
      invoiceAfterCompletion: 'The invoice can be downloaded once the order is completed.',
    },
    server: {
      sellerOnly: 'The e-Invoice and the e-Despatch advice are issued by the order’s seller.',
    },
  },
);
