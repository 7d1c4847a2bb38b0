// The connection every script of this connector shares: the site and the company's API key from
// the environment, and the typed client (packages/client) over them.
import { createTeklifAlClient } from '@teklifal/client';

export function connect() {
  const baseUrl = process.env.TEKLIFAL_URL ?? 'http://localhost:3000';
  const apiKey = process.env.TEKLIFAL_API_KEY;
  if (!apiKey) {
    console.error(
      'TEKLIFAL_API_KEY is not set: a company admin makes a key at /my-company/integrations.',
    );
    process.exit(2);
  }
  const locale = process.env.TEKLIFAL_LOCALE === 'en' ? 'en' : 'tr';
  return createTeklifAlClient({ baseUrl, apiKey, locale });
}

/** Prints a problem the API answered (its code, its fields) and exits 1. */
export function failWith(error) {
  if (error?.name === 'TeklifAlProblemError') {
    console.error(
      `TeklifAl: ${error.status} ${error.code}: ${error.problem.detail ?? error.problem.title}`,
    );
    for (const field of error.problem.errors ?? [])
      console.error(`  ${field.field}: ${field.message}`);
    if (error.problem.requestId) console.error(`  request id: ${error.problem.requestId}`);
  } else {
    console.error(error);
  }
  process.exit(1);
}
