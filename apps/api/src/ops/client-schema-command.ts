// npm run client:generate (write) and npm run client:check (check): the API's OpenAPI document,
// built in this process without a server (openapi-document.ts), turned into
// packages/client/src/schema.d.ts. The check exits 1 when the checked-in file is stale.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  SCHEMA_FILE,
  firstDifference,
  schemaSource,
} from '../../../../packages/client/scripts/schema-source.ts';
import { openApiDocument } from './openapi-document.ts';

const mode = process.argv[2];
if (mode !== 'write' && mode !== 'check') {
  console.error('usage: client-schema-command.ts write|check');
  process.exit(2);
}

const source = await schemaSource(await openApiDocument());
const file = fileURLToPath(SCHEMA_FILE);
if (mode === 'write') {
  await writeFile(file, source);
  console.log(`wrote ${file}`);
} else {
  const stored = await readFile(file, 'utf8').catch(() => '');
  const difference = firstDifference(source, stored);
  if (difference) {
    console.error(
      `${file} is not what the API documents now (run npm run client:generate and commit it; - checked in, + the API now) at ${difference}`,
    );
    process.exit(1);
  }
  console.log(`${file} is current`);
}
