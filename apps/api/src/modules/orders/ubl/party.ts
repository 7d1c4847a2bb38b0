import { isValidTckn } from '@teklifal/core';
import { istanbulDateTime, type UblOrder, type UblParty } from './document.ts';
import { el, optionalText, text, type XmlElement } from './xml.ts';

/** cac:OrderReference: the order a document is issued for, with the order's day. */
export const orderReferenceElement = (order: Pick<UblOrder, 'orderNo' | 'orderDate'>) =>
  el(
    'cac:OrderReference',
    {},
    text('cbc:ID', order.orderNo),
    text('cbc:IssueDate', istanbulDateTime(order.orderDate).date),
  );

/** VKN for a company, TCKN for a sole proprietor taxed by his or her national id. */
export const taxSchemeIdOf = (taxNumber: string) => (isValidTckn(taxNumber) ? 'TCKN' : 'VKN');

/**
 * cac:Party as UBL-TR wants it: the VKN or TCKN (schemeID), the MERSİS number where given
 * (MERSISNO), the ünvan, the address with district, province and country, the vergi dairesi as
 * PartyTaxScheme/TaxScheme/Name, the contact, and for a sole proprietor (TCKN) the person's
 * first and family name (cac:Person, which UBL-TR requires of a TCKN party) when known.
 */
export function partyElement(party: UblParty): XmlElement {
  return el(
    'cac:Party',
    {},
    el(
      'cac:PartyIdentification',
      {},
      text('cbc:ID', party.taxNumber, { schemeID: taxSchemeIdOf(party.taxNumber) }),
    ),
    party.mersisNo &&
      el('cac:PartyIdentification', {}, text('cbc:ID', party.mersisNo, { schemeID: 'MERSISNO' })),
    el('cac:PartyName', {}, text('cbc:Name', party.name)),
    el(
      'cac:PostalAddress',
      {},
      text('cbc:StreetName', party.address),
      text('cbc:CitySubdivisionName', party.district),
      text('cbc:CityName', party.city),
      el('cac:Country', {}, text('cbc:IdentificationCode', 'TR'), text('cbc:Name', 'Türkiye')),
    ),
    el('cac:PartyTaxScheme', {}, el('cac:TaxScheme', {}, text('cbc:Name', party.taxOffice))),
    el(
      'cac:Contact',
      {},
      optionalText('cbc:Telephone', party.phone),
      optionalText('cbc:ElectronicMail', party.email),
    ),
    taxSchemeIdOf(party.taxNumber) === 'TCKN' &&
      party.person &&
      el(
        'cac:Person',
        {},
        text('cbc:FirstName', party.person.firstName),
        text('cbc:FamilyName', party.person.familyName),
      ),
  );
}
