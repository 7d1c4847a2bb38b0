import { describe, expect, expectTypeOf, it } from 'vitest';
import { createTeklifAlClient, dataOf, idempotencyKey, TeklifAlProblemError } from './index.ts';

/** A fetch that records each request and answers with the next of the given responses. */
function fakeFetch(...answers: Array<() => Response>) {
  const requests: Request[] = [];
  const fetch = async (input: Request | string | URL, init?: RequestInit) => {
    requests.push(input instanceof Request ? input : new Request(input, init));
    const answer = answers.shift();
    if (!answer) throw new Error('no answer left');
    return answer();
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

const problem = {
  type: 'urn:teklifal:problem:validation',
  title: 'Geçersiz istek',
  status: 400,
  code: 'VALIDATION',
  errors: [{ field: 'title', messageKey: 'validation.required', message: 'Başlık gerekli' }],
  requestId: 'req-1',
};

describe('createTeklifAlClient', () => {
  it('sends the key as a bearer token and the language, to the base URL without its slash', async () => {
    const { fetch, requests } = fakeFetch(() => json({ status: 'ok' }));
    const api = createTeklifAlClient({
      baseUrl: 'https://teklifal.example/',
      apiKey: 'tka_test_secret',
      locale: 'en',
      fetch,
    });
    await api.GET('/api/health');
    const [request] = requests;
    expect(request?.url).toBe('https://teklifal.example/api/health');
    expect(request?.headers.get('authorization')).toBe('Bearer tka_test_secret');
    expect(request?.headers.get('accept-language')).toBe('en');
  });

  it('throws a problem answer as a TeklifAlProblemError with its code, fields and Retry-After', async () => {
    const { fetch } = fakeFetch(
      () => json(problem, 400, { 'content-type': 'application/problem+json' }),
      () =>
        json({ ...problem, status: 429, code: 'RATE_LIMITED', errors: undefined }, 429, {
          'retry-after': '7',
        }),
    );
    const api = createTeklifAlClient({ baseUrl: 'https://x.example', apiKey: 'k', fetch });
    const invalid = await api.GET('/api/health').catch((error: unknown) => error);
    expect(invalid).toBeInstanceOf(TeklifAlProblemError);
    const error = invalid as TeklifAlProblemError;
    expect([error.status, error.code, error.problem.requestId]).toEqual([
      400,
      'VALIDATION',
      'req-1',
    ]);
    expect(error.fieldError('title')?.message).toBe('Başlık gerekli');
    expect(error.retryAfter).toBeUndefined();

    const limited = (await api.GET('/api/health').catch((e: unknown) => e)) as TeklifAlProblemError;
    expect([limited.code, limited.retryAfter]).toEqual(['RATE_LIMITED', 7]);
  });

  it('makes a problem of an answer that is not one (a proxy page), so callers see one error type', async () => {
    const { fetch } = fakeFetch(() => new Response('<h1>Bad Gateway</h1>', { status: 502 }));
    const api = createTeklifAlClient({ baseUrl: 'https://x.example', apiKey: 'k', fetch });
    const error = (await api.GET('/api/health').catch((e: unknown) => e)) as TeklifAlProblemError;
    expect([error.status, error.code, error.problem.detail]).toEqual([
      502,
      'HTTP_502',
      '<h1>Bad Gateway</h1>',
    ]);
  });

  it('refuses to start without a key', () => {
    expect(() => createTeklifAlClient({ baseUrl: 'https://x.example', apiKey: '' })).toThrow(
      /apiKey/,
    );
  });
});

describe('dataOf', () => {
  it('gives the body of a 2xx answer', async () => {
    const { fetch } = fakeFetch(() => json({ status: 'ok' }));
    const api = createTeklifAlClient({ baseUrl: 'https://x.example', apiKey: 'k', fetch });
    await expect(dataOf(api.GET('/api/health'))).resolves.toEqual({ status: 'ok' });
  });

  it('types the body by the operation, from the generated schema', async () => {
    const page = { items: [], page: 1, pageSize: 20, total: 0 };
    const { fetch, requests } = fakeFetch(() => json(page));
    const api = createTeklifAlClient({ baseUrl: 'https://x.example', apiKey: 'k', fetch });
    const orders = await dataOf(
      api.GET('/api/orders', { params: { query: { side: 'seller', status: 'created' } } }),
    );
    expectTypeOf(orders.total).toEqualTypeOf<number>();
    expectTypeOf(orders.items[0]?.orderNo).toEqualTypeOf<string | undefined>();
    expect(orders).toEqual(page);
    expect(requests[0]?.url).toBe('https://x.example/api/orders?side=seller&status=created');
  });

  it('throws the error of an answer that another client returned as a value', async () => {
    const call = Promise.resolve({ error: problem, response: new Response(null, { status: 400 }) });
    await expect(dataOf(call)).rejects.toMatchObject({ code: 'VALIDATION', status: 400 });
  });
});

describe('idempotencyKey', () => {
  it('names the header with the caller’s key, or a new UUID for each call without one', () => {
    expect(idempotencyKey('erp-req-4711')).toEqual({ 'Idempotency-Key': 'erp-req-4711' });
    const first = idempotencyKey()['Idempotency-Key'];
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(idempotencyKey()['Idempotency-Key']).not.toBe(first);
    expect(() => idempotencyKey(' ')).toThrow(/empty/);
  });
});
