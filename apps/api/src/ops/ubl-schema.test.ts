import { describe, expect, it } from 'vitest';
import {
  DEFAULT_UBL_SCHEMAS,
  findSchemaFolder,
  shownSchemaPath,
  ublDocuments,
  validateUbl,
} from './ubl-schema.ts';

/**
 * The documents the app writes, against the OASIS UBL 2.1 schemas (UBL_SCHEMAS, or the folder
 * CI puts beside the repository). A clone without them says so in the test's name and output;
 * CI must have them.
 */
const folder = findSchemaFolder(DEFAULT_UBL_SCHEMAS);
const shown = shownSchemaPath(DEFAULT_UBL_SCHEMAS);
const issuedAt = new Date('2026-11-25T09:30:00Z');

if (folder) {
  describe('UBL 2.1 schema validation', () => {
    const documents = ublDocuments(issuedAt);

    it.each(documents.map((document) => [document.name, document] as const))(
      '%s is valid',
      async (_, document) => {
        expect(await validateUbl(folder, document.kind, document.xml)).toEqual([]);
      },
      60_000,
    );

    it('refuses a broken document, naming what is wrong', async () => {
      const invoice = documents.find((document) => document.kind === 'Invoice');
      // An element UBL does not have, where the invoice's lines are.
      const broken = (invoice?.xml ?? '').replace(
        '<cac:InvoiceLine>',
        '<cbc:Colour>red</cbc:Colour><cac:InvoiceLine>',
      );
      expect(broken).not.toBe(invoice?.xml);
      const errors = await validateUbl(folder, 'Invoice', broken);
      expect(errors.join('\n')).toMatch(/Colour/);
    }, 60_000);

    it('refuses an order with a line out of place and a response without its order reference', async () => {
      const order = documents.find((document) => document.kind === 'Order');
      // UBL's sequence: the lines come after the totals, never before the parties.
      const misplaced = (order?.xml ?? '').replace(
        '<cac:BuyerCustomerParty>',
        '<cac:OrderLine/><cac:BuyerCustomerParty>',
      );
      expect(await validateUbl(folder, 'Order', misplaced)).not.toEqual([]);
      const response = documents.find((document) => document.kind === 'OrderResponseSimple');
      const unreferenced = (response?.xml ?? '').replace(
        /<cac:OrderReference>[\s\S]*<\/cac:OrderReference>/,
        '',
      );
      expect(unreferenced).not.toBe(response?.xml);
      const errors = await validateUbl(folder, 'OrderResponseSimple', unreferenced);
      expect(errors.join('\n')).toMatch(/OrderReference/);
    }, 60_000);
  });
} else if (process.env.CI === 'true') {
  it(`UBL schemas absent (${shown} missing): CI must validate against them`, () => {
    throw new Error(`The OASIS UBL 2.1 schemas are missing at ${DEFAULT_UBL_SCHEMAS}`);
  });
} else {
  it(`UBL schemas absent (${shown} missing): not validated`, () => {
    console.warn(
      `UBL schemas absent (${DEFAULT_UBL_SCHEMAS} missing): the e-Fatura and e-İrsaliye documents were not validated; set UBL_SCHEMAS to the UBL 2.1 xsd folder`,
    );
  });
}
