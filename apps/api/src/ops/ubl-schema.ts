/**
 * Validation of the documents we build (e-Fatura, e-Arşiv, e-İrsaliye, the purchase order and
 * the seller's answer as Order and OrderResponseSimple) against the OASIS UBL 2.1 schemas (the
 * distribution's `xsd` folder, holding maindoc/ and common/), with xmllint-wasm (libxml2 as
 * WebAssembly: offline, from npm). No npm package ships those schemas and the
 * repository does not carry them: GİB's UBL-TR package and the OASIS UBL 2.1 distribution both
 * have them. Used by ubl-schema.test.ts and by `npm run check:ubl`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path, { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';
import { INVOICE_PROFILES } from '@teklifal/core';
import { buildDespatchXml } from '../modules/orders/ubl/despatch.ts';
import { buildInvoiceXml } from '../modules/orders/ubl/invoice.ts';
import { buildOrderResponseXml } from '../modules/orders/ubl/order-response.ts';
import { buildPurchaseOrderXml } from '../modules/orders/ubl/purchase-order.ts';
import {
  SAMPLE_ACCEPTANCE,
  SAMPLE_ORDER,
  SAMPLE_ORIGIN,
  SAMPLE_REFUSAL,
  SINGLE_LINE_ORDER,
  SPLIT_AWARD_ORDER,
} from '../modules/orders/ubl/sample-order.ts';

export type UblKind = 'Invoice' | 'DespatchAdvice' | 'Order' | 'OrderResponseSimple';

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * Where the schemas are looked for when none is named: UBL_SCHEMAS, else `shared/ubl-2.1`
 * beside the repository's folder (where CI puts the distribution).
 */
export const DEFAULT_UBL_SCHEMAS = path.resolve(
  process.env.UBL_SCHEMAS ?? path.join(repository, '../shared/ubl-2.1'),
);

/** The folder as the repository's root sees it ('../shared/ubl-2.1' by default). */
export function shownSchemaPath(folder: string): string {
  const relative = path.relative(repository, folder);
  return relative.startsWith(`..${path.sep}..`) ? folder : relative;
}

/** The folder holding maindoc/ and common/ (given it or its parent), or undefined. */
export function findSchemaFolder(given: string): string | undefined {
  const base = path.resolve(given);
  for (const folder of [base, join(base, 'xsd')]) {
    if (existsSync(join(folder, 'maindoc')) && existsSync(join(folder, 'common'))) return folder;
  }
  return undefined;
}

/** libxml2's messages for `xml` against UBL-<kind>-2.1.xsd: empty when it is valid. */
export async function validateUbl(folder: string, kind: UblKind, xml: string): Promise<string[]> {
  const common = readdirSync(join(folder, 'common')).map((name) => ({
    fileName: `common/${name}`,
    contents: readFileSync(join(folder, 'common', name), 'utf8'),
  }));
  const main = `maindoc/UBL-${kind}-2.1.xsd`;
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    // The main schema imports ../common/…: both keep their places in the distribution.
    schema: [{ fileName: main, contents: readFileSync(join(folder, main), 'utf8') }],
    preload: common,
  });
  return result.errors.map((error) => error.rawMessage);
}

/**
 * Every document the app writes, for a realistic order: the invoice in each profile (USD, KDV
 * at 20, 10 and 0 %, a sole proprietor buyer with a TCKN), a lira invoice between two
 * companies, the despatch advice; the purchase order of that order, of a one-line lira order
 * and of a split award's euro order, and the seller's acceptance and refusal.
 */
export function ublDocuments(issuedAt: Date): { name: string; kind: UblKind; xml: string }[] {
  const lira = {
    ...SAMPLE_ORDER,
    currency: 'TRY' as const,
    exchangeRate: null,
    buyer: { ...SAMPLE_ORDER.buyer, taxNumber: '4840847211', mersisNo: '0484084721100018' },
  };
  return [
    ...INVOICE_PROFILES.map((profile) => ({
      name: `invoice ${profile} (USD, TCKN buyer)`,
      kind: 'Invoice' as const,
      xml: buildInvoiceXml(SAMPLE_ORDER, profile, issuedAt),
    })),
    {
      name: 'invoice TEMELFATURA (TRY)',
      kind: 'Invoice' as const,
      xml: buildInvoiceXml(lira, 'TEMELFATURA', issuedAt),
    },
    {
      name: 'despatch advice',
      kind: 'DespatchAdvice' as const,
      xml: buildDespatchXml(SAMPLE_ORDER, new Date('2026-11-20T12:00:00Z'), issuedAt),
    },
    ...[
      { name: 'order (USD, KDV 20/10/0 %, TCKN buyer)', order: SAMPLE_ORDER },
      { name: 'order (TRY, one line)', order: SINGLE_LINE_ORDER },
      { name: 'order (EUR, split award)', order: SPLIT_AWARD_ORDER },
    ].map(({ name, order }) => ({
      name,
      kind: 'Order' as const,
      xml: buildPurchaseOrderXml(order, SAMPLE_ORIGIN),
    })),
    {
      name: 'order response (accepted)',
      kind: 'OrderResponseSimple' as const,
      xml: buildOrderResponseXml(SAMPLE_ORDER, SAMPLE_ACCEPTANCE),
    },
    {
      name: 'order response (declined)',
      kind: 'OrderResponseSimple' as const,
      xml: buildOrderResponseXml(SINGLE_LINE_ORDER, SAMPLE_REFUSAL),
    },
  ];
}
