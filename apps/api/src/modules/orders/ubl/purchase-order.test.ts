import { describe, expect, it } from 'vitest';
import { sumAmounts } from '@teklifal/core';
import { buildOrderResponseXml } from './order-response.ts';
import { buildPurchaseOrderXml } from './purchase-order.ts';
import {
  SAMPLE_ACCEPTANCE,
  SAMPLE_ORDER,
  SAMPLE_ORIGIN,
  SAMPLE_REFUSAL,
  SELLER,
  SINGLE_LINE_ORDER,
  SPLIT_AWARD_ORDER,
} from './sample-order.ts';

/** The text of every element with this name, in document order. */
const all = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);

/** The part of the document inside the first element of this name. */
const inside = (xml: string, name: string) =>
  xml.slice(xml.indexOf(`<${name}>`), xml.indexOf(`</${name}>`));

const sum = (amounts: readonly (string | undefined)[]) =>
  sumAmounts(amounts.map((amount) => amount ?? 'missing'));

describe('the purchase order (UBL Order)', () => {
  const xml = buildPurchaseOrderXml(SAMPLE_ORDER, SAMPLE_ORIGIN);

  it('is numbered and dated as the order, with a stable UUID of its own', () => {
    expect(all(xml, 'cbc:UBLVersionID')).toEqual(['2.1']);
    expect(all(xml, 'cbc:ID')[0]).toBe('SIP-2026-000123');
    // Made at 07:30 UTC: 10:30 in Istanbul.
    expect(all(xml, 'cbc:IssueDate')).toEqual(['2026-11-02']);
    expect(all(xml, 'cbc:IssueTime')).toEqual(['10:30:00']);
    expect(all(xml, 'cbc:OrderTypeCode')).toEqual(['220']);
    expect(buildPurchaseOrderXml(SAMPLE_ORDER, SAMPLE_ORIGIN)).toBe(xml);
    const uuid = all(xml, 'cbc:UUID')[0];
    expect(all(buildPurchaseOrderXml(SPLIT_AWARD_ORDER, SAMPLE_ORIGIN), 'cbc:UUID')[0]).not.toBe(
      uuid,
    );
  });

  it('names the buyer and the seller by their tax identities and tax offices', () => {
    const buyer = inside(xml, 'cac:BuyerCustomerParty');
    expect(buyer).toContain('<cbc:ID schemeID="TCKN">10000000146</cbc:ID>');
    expect(all(buyer, 'cbc:FirstName')).toEqual(['Ayşe']);
    const seller = inside(xml, 'cac:SellerSupplierParty');
    expect(seller).toContain('<cbc:ID schemeID="VKN">1234567890</cbc:ID>');
    expect(seller).toContain('<cbc:ID schemeID="MERSISNO">0123456789000015</cbc:ID>');
    expect(all(seller, 'cbc:Name')).toEqual([SELLER.name, 'Türkiye', 'Gebze']);
    const lira = buildPurchaseOrderXml(SINGLE_LINE_ORDER, SAMPLE_ORIGIN);
    expect(inside(lira, 'cac:BuyerCustomerParty')).toContain(
      '<cbc:ID schemeID="VKN">4840847211</cbc:ID>',
    );
  });

  it('gives each line its UN/ECE unit, price, net and KDV', () => {
    expect(all(xml, 'cbc:Quantity')).toEqual(['120.5', '12', '3', '7']);
    expect(xml).toContain('<cbc:Quantity unitCode="MTR">120.5</cbc:Quantity>');
    expect(xml).toContain('<cbc:Quantity unitCode="C62">12</cbc:Quantity>');
    expect(xml).toContain('<cbc:Quantity unitCode="PA">3</cbc:Quantity>');
    expect(xml).toContain('<cbc:Quantity unitCode="CT">7</cbc:Quantity>');
    expect(all(xml, 'cbc:PriceAmount')).toEqual(['18.35', '41.99', '9.99', '2.15']);
    expect(all(xml, 'cbc:TotalTaxAmount')).toEqual(['442.24', '100.78', '3.00', '0.00']);
    expect(all(inside(xml, 'cac:OrderLine'), 'cbc:Description')).toEqual(['AISI 304, 6 m boy']);
  });

  it('has totals that add up: the lines’ net and KDV, KDV per rate, and the sum of both', () => {
    const lines = xml.slice(xml.indexOf('<cac:OrderLine>'));
    const net = sum(all(lines, 'cbc:LineExtensionAmount'));
    const vat = sum(all(lines, 'cbc:TotalTaxAmount'));
    const total = inside(xml, 'cac:AnticipatedMonetaryTotal');
    expect(all(total, 'cbc:LineExtensionAmount')).toEqual([net]);
    expect(all(total, 'cbc:TaxInclusiveAmount')).toEqual([sumAmounts([net, vat])]);
    expect(all(total, 'cbc:PayableAmount')).toEqual(['3306.10']);
    const documentTax = xml.slice(xml.indexOf('<cac:TaxTotal>'), xml.indexOf('<cac:Anticipated'));
    expect(all(documentTax, 'cbc:TaxAmount')[0]).toBe(vat);
    expect(sum(all(documentTax, 'cbc:TaxAmount').slice(1))).toBe(vat);
    expect(all(documentTax, 'cbc:Percent')).toEqual(['0', '10', '20']);
  });

  it('keeps the order’s currency on every amount', () => {
    expect(all(xml, 'cbc:DocumentCurrencyCode')).toEqual(['USD']);
    expect(all(xml, 'cbc:PricingCurrencyCode')).toEqual(['USD']);
    expect(xml).not.toMatch(/currencyID="(?!USD)/);
    const euro = buildPurchaseOrderXml(SPLIT_AWARD_ORDER, SAMPLE_ORIGIN);
    expect(euro).not.toMatch(/currencyID="(?!EUR)/);
    const lira = buildPurchaseOrderXml(SINGLE_LINE_ORDER, SAMPLE_ORIGIN);
    expect(lira).not.toContain('PricingCurrencyCode');
    // 40 koli × 612.50 at 20 %.
    expect(all(lira, 'cbc:PayableAmount')).toEqual(['29400.00']);
  });

  it('numbers a split award’s lines from one and counts them', () => {
    const euro = buildPurchaseOrderXml(SPLIT_AWARD_ORDER, SAMPLE_ORIGIN);
    expect(all(euro, 'cbc:LineCountNumeric')).toEqual(['2']);
    expect(all(inside(euro, 'cac:OrderLine'), 'cbc:ID')).toEqual(['1']);
    expect(euro.match(/<cac:OrderLine>/g)).toHaveLength(2);
  });

  it('says where and by when to deliver, on what payment terms, after which ad and bid', () => {
    const delivery = inside(xml, 'cac:Delivery');
    expect(all(delivery, 'cbc:StreetName')).toEqual(['Tuzla Tersaneler Bölgesi, Kat 2 &amp; 3']);
    expect(all(delivery, 'cbc:CityName')).toEqual(['İstanbul']);
    expect(all(delivery, 'cbc:EndDate')).toEqual(['2026-11-30']);
    expect(delivery).toContain('<cbc:DurationMeasure unitCode="DAY">14</cbc:DurationMeasure>');
    expect(all(inside(xml, 'cac:PaymentTerms'), 'cbc:Note')).toEqual(['30 gün vadeli']);
    expect(all(inside(xml, 'cac:QuotationDocumentReference'), 'cbc:ID')).toEqual([
      SAMPLE_ORIGIN.bidId,
    ]);
    const ad = inside(xml, 'cac:AdditionalDocumentReference');
    expect(all(ad, 'cbc:ID')).toEqual([SAMPLE_ORIGIN.adId]);
    expect(all(ad, 'cbc:DocumentDescription')).toEqual([
      'Tersane boru ve vana ihtiyacı &lt;Q4&gt;',
    ]);
    // No payment terms, no element.
    expect(buildPurchaseOrderXml(SINGLE_LINE_ORDER, SAMPLE_ORIGIN)).not.toContain('PaymentTerms');
  });
});

describe('the seller’s answer (UBL OrderResponseSimple)', () => {
  const order = buildPurchaseOrderXml(SAMPLE_ORDER, SAMPLE_ORIGIN);
  const accepted = buildOrderResponseXml(SAMPLE_ORDER, SAMPLE_ACCEPTANCE);

  it('accepts the order it refers to by the Order’s number and day', () => {
    expect(all(accepted, 'cbc:AcceptedIndicator')).toEqual(['true']);
    expect(accepted).not.toContain('RejectionNote');
    const reference = inside(accepted, 'cac:OrderReference');
    expect(all(reference, 'cbc:ID')).toEqual([all(order, 'cbc:ID')[0]]);
    expect(all(reference, 'cbc:IssueDate')).toEqual(all(order, 'cbc:IssueDate'));
    expect(all(accepted, 'cbc:Note')).toEqual(['Stoktan, 10 gün içinde sevk']);
  });

  it('is dated when the seller answered, in Istanbul', () => {
    expect(all(accepted, 'cbc:IssueDate')[0]).toBe('2026-11-03');
    expect(all(accepted, 'cbc:IssueTime')).toEqual(['14:45:00']);
    expect(all(accepted, 'cbc:ID')[0]).toBe('SIP-2026-000123-ONAY');
  });

  it('names the seller first, then the buyer, by tax identity', () => {
    expect(inside(accepted, 'cac:SellerSupplierParty')).toContain(
      '<cbc:ID schemeID="VKN">1234567890</cbc:ID>',
    );
    expect(inside(accepted, 'cac:BuyerCustomerParty')).toContain(
      '<cbc:ID schemeID="TCKN">10000000146</cbc:ID>',
    );
    expect(accepted.indexOf('<cac:SellerSupplierParty>')).toBeLessThan(
      accepted.indexOf('<cac:BuyerCustomerParty>'),
    );
  });

  it('refuses a declined order with the reason and the date the seller could meet', () => {
    const refused = buildOrderResponseXml(SINGLE_LINE_ORDER, SAMPLE_REFUSAL);
    expect(all(refused, 'cbc:AcceptedIndicator')).toEqual(['false']);
    expect(all(refused, 'cbc:RejectionNote')).toEqual(['Vana stokta yok &amp; tedarik 6 hafta']);
    expect(all(refused, 'cbc:Note')).toEqual(['Önerilen teslim tarihi: 2027-01-15']);
    expect(all(refused, 'cbc:ID')[0]).toBe('SIP-2026-000124-RED');
    const unexplained = buildOrderResponseXml(SINGLE_LINE_ORDER, {
      ...SAMPLE_REFUSAL,
      rejectionReason: null,
    });
    expect(all(unexplained, 'cbc:RejectionNote')).toEqual(['Satıcı siparişi reddetti.']);
  });
});
