/**
 * npm run check:ubl [-- <folder>]: validates every UBL document we build (ubl-schema.ts)
 * against the OASIS UBL 2.1 schemas in <folder> (the distribution's `xsd` folder, or its
 * parent; UBL_SCHEMAS or the test's default when not given) and prints each verdict. Exits 1
 * when a document is invalid. The same check runs in `npm test` (ubl-schema.test.ts).
 */
import { DEFAULT_UBL_SCHEMAS, findSchemaFolder, ublDocuments, validateUbl } from './ubl-schema.ts';

const given = process.argv[2] ?? DEFAULT_UBL_SCHEMAS;
const folder = findSchemaFolder(given);
if (!folder) {
  console.error(`${given} holds no maindoc/ and common/ folders of the UBL 2.1 schemas`);
  console.error('usage: npm run check:ubl -- <folder of the UBL 2.1 xsd files>');
  process.exit(2);
}
let invalid = 0;
for (const document of ublDocuments(new Date())) {
  const errors = await validateUbl(folder, document.kind, document.xml);
  console.log(`${errors.length === 0 ? 'valid  ' : 'INVALID'} ${document.name}`);
  for (const error of errors) console.log(`  ${error}`);
  if (errors.length > 0) invalid++;
}
process.exit(invalid === 0 ? 0 : 1);
