import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { TeklifAlProblemError, problemOf } from './problem.ts';
import type { paths } from './schema.d.ts';

export type TeklifAlClient = Client<paths>;

export interface TeklifAlClientOptions {
  /** The site's address, e.g. `https://teklifal.com.tr` (the paths start with /api). */
  baseUrl: string;
  /** A company API key, made by a company admin at /my-company/integrations. */
  apiKey: string;
  /** The language of the problems' titles and field messages; Turkish when not given. */
  locale?: 'tr' | 'en';
  /** Another fetch (a proxy agent, a test double); the global fetch when not given. */
  fetch?: typeof globalThis.fetch;
}

/**
 * A typed client of the TeklifAl API (openapi-fetch over the generated schema.d.ts): every call
 * sends the key as `Authorization: Bearer`, and every answer other than 2xx is thrown as a
 * TeklifAlProblemError, so `data` is the documented body whenever a call returns.
 */
export function createTeklifAlClient(options: TeklifAlClientOptions): TeklifAlClient {
  if (!options.apiKey) throw new TypeError('createTeklifAlClient: apiKey is required');
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(bearer(options.apiKey, options.locale ?? 'tr'), throwProblems);
  return client;
}

function bearer(apiKey: string, locale: string): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('Authorization', `Bearer ${apiKey}`);
      if (!request.headers.has('Accept-Language')) request.headers.set('Accept-Language', locale);
      return request;
    },
  };
}

const throwProblems: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return undefined;
    const text = await response.clone().text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: a proxy's page; problemOf makes a problem of the status.
    }
    throw new TeklifAlProblemError(problemOf(response.status, body), response);
  },
};

/**
 * The body of a call's answer: `const orders = await dataOf(api.GET('/api/orders'))`. With this
 * package's client an error has already been thrown; with another openapi-fetch client the error
 * is thrown here, as the same TeklifAlProblemError.
 */
export async function dataOf<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw new TeklifAlProblemError(problemOf(response.status, error), response);
  return data as T;
}
