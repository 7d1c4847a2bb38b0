import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

/** Where the generated types are kept, checked in beside the client. */
export const SCHEMA_FILE = new URL('../src/schema.d.ts', import.meta.url);

const HEADER = `/**
 * The TeklifAl API's types, generated from its OpenAPI document (/api/docs/json) by
 * \`npm run client:generate\`. Do not edit: \`npm run client:check\` and a test fail when this
 * file differs from what the API documents now.
 */

`;

/**
 * The TypeScript source of the document's types. Deterministic: keys sorted, no date, no path of
 * this machine, so a regenerated file differs only where the API did.
 */
export async function schemaSource(document: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(document as unknown as OpenAPI3, {
    alphabetize: true,
    silent: true,
  });
  return HEADER + astToString(ast);
}

/** The first lines where two sources part, to say what changed without printing both. */
export function firstDifference(expected: string, actual: string, context = 3): string | null {
  if (expected === actual) return null;
  const wanted = expected.split('\n');
  const found = actual.split('\n');
  let line = 0;
  while (line < wanted.length && wanted[line] === found[line]) line += 1;
  const from = Math.max(0, line - context);
  const show = (lines: string[], sign: string) =>
    lines
      .slice(from, line + context + 1)
      .map((text, index) => `${sign} ${from + index + 1}: ${text}`)
      .join('\n');
  return `line ${line + 1}:\n${show(found, '-')}\n${show(wanted, '+')}`;
}
