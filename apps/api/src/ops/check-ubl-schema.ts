/**
 * npm run check:ubl -- <folder>: validates the e-Fatura, e-Arşiv and e-İrsaliye documents we
 * build for a realistic order (USD, KDV at 20, 10 and 0 %, a sole proprietor buyer with a TCKN;
 * and a lira order between two companies) against the OASIS UBL 2.1 schemas in <folder> (the
 * UBL 2.1 distribution's `xsd` folder, holding maindoc/ and common/, or its parent). No npm
 * package ships those schemas, and the repository does not carry them: GİB's UBL-TR package
 * and the OASIS UBL 2.1 distribution both have them. Exits 1 when a document is invalid.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { INVOICE_PROFILES } from '@teklifal/core';
import { buildDespatchXml } from '../modules/orders/ubl/despatch.ts';
import { buildInvoiceXml } from '../modules/orders/ubl/invoice.ts';
import { SAMPLE_ORDER } from '../modules/orders/ubl/sample-order.ts';

function schemaFolder(given: string | undefined): string {
  if (!given) throw new Error('usage: npm run check:ubl -- <folder of the UBL 2.1 xsd files>');
  for (const folder of [given, join(given, 'xsd')]) {
    if (existsSync(join(folder, 'maindoc')) && existsSync(join(folder, 'common'))) return folder;
  }
  throw new Error(`${given} holds no maindoc/ and common/ folders of the UBL 2.1 schemas`);
}

async function validate(folder: string, kind: 'Invoice' | 'DespatchAdvice', xml: string) {
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

const folder = schemaFolder(process.argv[2]);
const issuedAt = new Date();
const lira = {
  ...SAMPLE_ORDER,
  currency: 'TRY' as const,
  exchangeRate: null,
  buyer: { ...SAMPLE_ORDER.buyer, taxNumber: '4840847211', mersisNo: '0484084721100018' },
};
const documents = [
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
];
let invalid = 0;
for (const document of documents) {
  const errors = await validate(folder, document.kind, document.xml);
  console.log(`${errors.length === 0 ? 'valid  ' : 'INVALID'} ${document.name}`);
  for (const error of errors) console.log(`  ${error}`);
  if (errors.length > 0) invalid++;
}
process.exit(invalid === 0 ? 0 : 1);
