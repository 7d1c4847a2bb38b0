import { describe, expect, it } from 'vitest';
import { UN_ECE_UNIT_CODES, UNITS } from '@teklifal/core';
import { buildDespatchXml } from './despatch.ts';
import { documentUuid, draftDocumentId, istanbulDateTime } from './document.ts';
import { buildInvoiceXml, invoiceTotals } from './invoice.ts';
import { soleProprietorOf } from './person.ts';
import { BUYER_TCKN, SAMPLE_LINES, SAMPLE_ORDER, SELLER } from './sample-order.ts';
import { el, escapeAttribute, escapeText, renderXml, text } from './xml.ts';

const ISSUED = new Date('2026-11-25T09:15:00Z');

/** The text of every element with this name, in document order. */
const all = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);

describe('the XML writer', () => {
  it('escapes text and attributes, and drops characters XML cannot carry', () => {
    expect(escapeText('A & B <C> "d" \u0001e')).toBe('A &amp; B &lt;C&gt; "d" e');
    expect(escapeAttribute('a"b\'c\nd')).toBe('a&quot;b&apos;c&#10;d');
    const xml = renderXml(el('Kök', { n: 'x<y' }, text('Ad', 'Çelik & Oğulları'), null, false));
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<Kök n="x&lt;y">\n  <Ad>Çelik &amp; Oğulları</Ad>\n</Kök>\n',
    );
  });
});

describe('document numbers and ETTN', () => {
  it('a draft number in GİB’s shape from the order number', () => {
    expect(draftDocumentId('TKF', 'SIP-2026-000123', new Date())).toBe('TKF2026000000123');
    expect(draftDocumentId('TKF', 'SIP-2026-000123', new Date())).toMatch(
      /^[A-Z0-9]{3}20\d{2}\d{9}$/,
    );
  });
  it('the same ETTN for every download of one document, another for another', () => {
    const uuid = documentUuid(SAMPLE_ORDER.id, 'invoice');
    expect(uuid).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-5[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/);
    expect(documentUuid(SAMPLE_ORDER.id, 'invoice')).toBe(uuid);
    expect(documentUuid(SAMPLE_ORDER.id, 'despatch')).not.toBe(uuid);
  });
  it('issue date and time are Istanbul’s', () => {
    expect(istanbulDateTime(new Date('2026-11-25T22:30:00Z'))).toEqual({
      date: '2026-11-26',
      time: '01:30:00',
    });
  });
});

describe('every unit has a code of GİB’s list', () => {
  it.each(UNITS)('%s', (unit) => {
    expect(UN_ECE_UNIT_CODES[unit]).toMatch(/^[A-Z0-9]{2,3}$/);
  });
});

describe('the invoice amounts (KDV rounded per line, summed per rate)', () => {
  it('lines keep their own rounded KDV; the totals are their sums', () => {
    expect(SAMPLE_LINES.map((l) => [l.net, l.vatRate, l.vat])).toEqual([
      ['2211.18', 20, '442.24'],
      ['503.88', 20, '100.78'],
      ['29.97', 10, '3.00'],
      ['15.05', 0, '0.00'],
    ]);
    expect(invoiceTotals(SAMPLE_LINES)).toEqual({
      net: '2760.08',
      vat: '546.02',
      gross: '3306.10',
      byRate: [
        { rate: 0, net: '15.05', vat: '0.00', gross: '15.05' },
        { rate: 10, net: '29.97', vat: '3.00', gross: '32.97' },
        { rate: 20, net: '2715.06', vat: '543.02', gross: '3258.08' },
      ],
    });
  });

  it('the invoice carries them: lines, subtotals per rate, legal monetary total', () => {
    const xml = buildInvoiceXml(SAMPLE_ORDER, 'TEMELFATURA', ISSUED);
    expect(all(xml, 'cbc:LineExtensionAmount')).toEqual([
      '2760.08',
      '2211.18',
      '503.88',
      '29.97',
      '15.05',
    ]);
    expect(all(xml, 'cbc:Percent')).toEqual(['0', '10', '20', '20', '20', '10', '0']);
    expect(all(xml, 'cbc:TaxInclusiveAmount')).toEqual(['3306.10']);
    expect(all(xml, 'cbc:PayableAmount')).toEqual(['3306.10']);
    expect(all(xml, 'cbc:TaxTypeCode').every((code) => code === '0015')).toBe(true);
    expect(xml).toContain('<cbc:InvoicedQuantity unitCode="MTR">120.5</cbc:InvoicedQuantity>');
    expect(xml).toContain('<cbc:InvoicedQuantity unitCode="CT">7</cbc:InvoicedQuantity>');
    expect(xml.match(/currencyID="USD"/g)?.length).toBeGreaterThan(10);
    expect(xml).not.toContain('currencyID="TRY"');
  });
});

describe('the invoice', () => {
  const xml = buildInvoiceXml(SAMPLE_ORDER, 'TICARIFATURA', ISSUED);

  it('is a UBL-TR 1.2 SATIS invoice of the chosen scenario', () => {
    expect(all(xml, 'cbc:UBLVersionID')).toEqual(['2.1']);
    expect(all(xml, 'cbc:CustomizationID')).toEqual(['TR1.2']);
    expect(all(xml, 'cbc:ProfileID')).toEqual(['TICARIFATURA']);
    expect(all(xml, 'cbc:InvoiceTypeCode')).toEqual(['SATIS']);
    expect(all(xml, 'cbc:IssueDate')[0]).toBe('2026-11-25');
    expect(all(xml, 'cbc:LineCountNumeric')).toEqual(['4']);
    expect(all(buildInvoiceXml(SAMPLE_ORDER, 'EARSIVFATURA', ISSUED), 'cbc:ProfileID')).toEqual([
      'EARSIVFATURA',
    ]);
  });

  it('names the seller by VKN and MERSİS, the sole proprietor buyer by TCKN, with tax offices', () => {
    expect(xml).toContain('<cbc:ID schemeID="VKN">1234567890</cbc:ID>');
    expect(xml).toContain('<cbc:ID schemeID="MERSISNO">0123456789000015</cbc:ID>');
    expect(xml).toContain('<cbc:ID schemeID="TCKN">10000000146</cbc:ID>');
    expect(xml.match(/schemeID="MERSISNO"/g)).toHaveLength(1);
    const supplier = xml.slice(
      xml.indexOf('<cac:AccountingSupplierParty>'),
      xml.indexOf('</cac:AccountingSupplierParty>'),
    );
    // The ünvan, the country, the vergi dairesi.
    expect(all(supplier, 'cbc:Name')).toEqual([SELLER.name, 'Türkiye', 'Gebze']);
    expect(xml).toContain('<cbc:Name>Ayşe Çelik – Çelik &amp; Oğulları Yapı</cbc:Name>');
    expect(xml).toContain('No: 10 &lt;Blok "B"&gt;</cbc:StreetName>');
  });

  it('names the sole proprietor (TCKN) as cac:Person after the contact; a VKN party has none', () => {
    const customer = xml.slice(
      xml.indexOf('<cac:AccountingCustomerParty>'),
      xml.indexOf('</cac:AccountingCustomerParty>'),
    );
    expect(all(customer, 'cbc:FirstName')).toEqual(['Ayşe']);
    expect(all(customer, 'cbc:FamilyName')).toEqual(['Çelik']);
    // UBL 2.1's order within cac:Party: ... PartyTaxScheme, Contact, Person.
    expect(customer.indexOf('<cac:Person>')).toBeGreaterThan(customer.indexOf('</cac:Contact>'));
    expect(xml.match(/<cac:Person>/g)).toHaveLength(1);
    // Not known: no cac:Person rather than a made-up one.
    const unknown = buildInvoiceXml(
      { ...SAMPLE_ORDER, buyer: { ...BUYER_TCKN, person: null } },
      'TEMELFATURA',
      ISSUED,
    );
    expect(unknown).not.toContain('cac:Person');
  });

  it('gives the exchange rate of a foreign currency when known, and leaves it out otherwise', () => {
    expect(all(xml, 'cbc:CalculationRate')).toEqual(['34.251200']);
    expect(all(xml, 'cbc:SourceCurrencyCode')).toEqual(['USD']);
    const unknown = buildInvoiceXml({ ...SAMPLE_ORDER, exchangeRate: null }, 'TEMELFATURA', ISSUED);
    expect(unknown).not.toContain('PricingExchangeRate');
    const lira = buildInvoiceXml({ ...SAMPLE_ORDER, currency: 'TRY' }, 'TEMELFATURA', ISSUED);
    expect(lira).not.toContain('PricingExchangeRate');
    expect(lira).not.toContain('PricingCurrencyCode');
  });

  it('gives a 0 % line the exemption reason GİB asks for', () => {
    expect(all(xml, 'cbc:TaxExemptionReasonCode')).toEqual(['351', '351']);
  });
});

describe('the despatch advice (e-İrsaliye)', () => {
  const xml = buildDespatchXml(SAMPLE_ORDER, new Date('2026-11-20T12:00:00Z'), ISSUED);

  it('is a TEMELIRSALIYE of type SEVK with every line and the despatch time', () => {
    expect(all(xml, 'cbc:ProfileID')).toEqual(['TEMELIRSALIYE']);
    expect(all(xml, 'cbc:DespatchAdviceTypeCode')).toEqual(['SEVK']);
    expect(all(xml, 'cbc:ActualDespatchDate')).toEqual(['2026-11-20']);
    expect(all(xml, 'cbc:ActualDespatchTime')).toEqual(['15:00:00']);
    expect(all(xml, 'cbc:DeliveredQuantity')).toEqual(['120.5', '12', '3', '7']);
    expect(xml).toContain('<cbc:ID schemeID="TCKN">10000000146</cbc:ID>');
    expect(all(xml, 'cbc:FirstName')).toEqual(['Ayşe']);
    expect(all(xml, 'cbc:FamilyName')).toEqual(['Çelik']);
    expect(all(xml, 'cbc:Note')).toContain('Kargo / takip: MNG Kargo 998877 &lt;hızlı&gt;');
    expect(xml).not.toContain('Amount');
  });
});

describe('the person of a sole proprietor (cac:Person)', () => {
  const TCKN = '10000000146';
  const VKN = '1234567890';

  it('is the owner’s name when the ünvan carries it, the family name being the last word', () => {
    expect(
      soleProprietorOf({ taxNumber: TCKN, name: 'Ayşe Çelik Yapı', ownerName: 'Ayşe Çelik' }),
    ).toEqual({ firstName: 'Ayşe', familyName: 'Çelik' });
    expect(
      soleProprietorOf({
        taxNumber: TCKN,
        name: 'AYŞE NUR ÇELİK – ÇELİK İNŞAAT',
        ownerName: '  Ayşe Nur  Çelik ',
      }),
    ).toEqual({ firstName: 'Ayşe Nur', familyName: 'Çelik' });
    // Without the Turkish marks, in another case, with punctuation between the words.
    expect(
      soleProprietorOf({ taxNumber: TCKN, name: 'ISMAIL-ISIK Tesisat', ownerName: 'İsmail Işık' }),
    ).toEqual({ firstName: 'İsmail', familyName: 'Işık' });
  });

  it('is not guessed: a VKN, an ünvan without the whole name, a one-word name or no owner', () => {
    const cases = [
      { taxNumber: VKN, name: 'Ayşe Çelik Yapı A.Ş.', ownerName: 'Ayşe Çelik' },
      // An employee's account: the ünvan names someone else.
      { taxNumber: TCKN, name: 'Mehmet Demir Ticaret', ownerName: 'Ayşe Çelik' },
      // Whole words only: "Alican" is not "Ali Can".
      { taxNumber: TCKN, name: 'Alican Yapı', ownerName: 'Ali Can' },
      // In its own order: which word is the family name is not for us to say.
      { taxNumber: TCKN, name: 'Işık, İsmail - Tesisat', ownerName: 'İsmail Işık' },
      { taxNumber: TCKN, name: 'Ayşe Ticaret', ownerName: 'Ayşe' },
      { taxNumber: TCKN, name: 'Ayşe Çelik Yapı', ownerName: null },
    ];
    for (const party of cases) expect(soleProprietorOf(party), JSON.stringify(party)).toBeNull();
  });
});
