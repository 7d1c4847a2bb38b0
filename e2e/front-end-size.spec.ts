import { request as httpRequest } from 'node:http';
import type { Page } from '@playwright/test';
import { approvedCompany } from './support/companies.ts';
import { expect, test } from './support/fixtures.ts';
import { DAY, istanbulDay, json, sessionOf, type AdView } from './support/world-api.ts';

/** What the public home page's code may weigh: its scripts and stylesheets, compressed. */
const BUDGET_BYTES = 250 * 1024;
/**
 * What its document may weigh, compressed. The server renders the page: the document carries
 * its text and the data it was rendered with (the figures, the sectors, the latest posts),
 * which the browser used to fetch as JSON after the scripts, outside this count.
 */
const DOCUMENT_BUDGET_BYTES = 40 * 1024;
/** A class name recharts gives its charts; it survives minification. */
const CHART_LIBRARY = 'recharts-wrapper';
const COUNTED = new Set(['document', 'script', 'stylesheet']);
/** What a signed-in page may ask for before its content shows (issue #28): about 25. */
const SIGNED_IN_REQUESTS = 25;
/** What the blog may download beyond the home page: its own chunk and the posts' share. */
const BLOG_EXTRA_BYTES = 40 * 1024;

interface Loaded {
  url: string;
  type: string;
  encoding: string | undefined;
  /** Bytes of the body as they came over the wire (after content-encoding). */
  transferred: number;
  /** The body as the page got it (decoded). */
  body: Buffer;
}

/** Records every document, script and stylesheet the page loads from now on. */
function recordLoads(page: Page) {
  const loaded: Loaded[] = [];
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    if (!COUNTED.has(request.resourceType())) return;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return;
        const [headers, sizes, body] = await Promise.all([
          response.allHeaders(),
          request.sizes(),
          response.body(),
        ]);
        loaded.push({
          url: request.url(),
          type: request.resourceType(),
          encoding: headers['content-encoding'],
          transferred: sizes.responseBodySize,
          body,
        });
      })(),
    );
  });
  return async () => {
    await Promise.all(pending);
    return loaded;
  };
}

/** The size of a URL's body as the server sends it to a client that accepts only gzip. */
function gzipSize(url: string): Promise<{ bytes: number; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({ bytes, encoding: response.headers['content-encoding'] as string | undefined }),
      );
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('the public home page loads at most 250 KB of code and a 40 KB document compressed, and no chart library', async ({
  page,
}) => {
  const finished = recordLoads(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const loaded = await finished();

  expect(loaded.filter((entry) => entry.type === 'document')).toHaveLength(1);
  expect(loaded.filter((entry) => entry.type === 'script').length).toBeGreaterThan(0);
  expect(loaded.filter((entry) => entry.type === 'stylesheet').length).toBeGreaterThan(0);

  // Everything worth compressing came compressed, the way the browser asked (brotli).
  for (const entry of loaded) {
    if (entry.body.length >= 1024) expect(entry.encoding, entry.url).toBe('br');
  }

  // The same files as a gzip-only client gets them: the budget is in gzip bytes.
  const gzip = await Promise.all(loaded.map((entry) => gzipSize(entry.url)));
  for (const [i, entry] of loaded.entries()) {
    if (entry.body.length >= 1024) expect(gzip[i]?.encoding, entry.url).toBe('gzip');
  }
  const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);
  const raw = total(loaded.map((entry) => entry.body.length));
  const transferred = total(loaded.map((entry) => entry.transferred));
  const gzipped = total(gzip.map((entry) => entry.bytes));
  console.log(
    `home page: ${loaded.length} files, ${kb(raw)} raw, ${kb(gzipped)} gzip, ` +
      `${kb(transferred)} as transferred (brotli); largest:\n` +
      loaded
        .map((entry, i) => ({ entry, gzip: gzip[i]?.bytes ?? 0 }))
        .sort((a, b) => b.entry.body.length - a.entry.body.length)
        .slice(0, 5)
        .map(
          ({ entry, gzip: bytes }) =>
            `  ${new URL(entry.url).pathname} ${kb(entry.body.length)} raw, ${kb(bytes)} gzip, ` +
            `${kb(entry.transferred)} brotli`,
        )
        .join('\n'),
  );
  const isDocument = (entry: Loaded) => entry.type === 'document';
  const code = (values: number[]) =>
    total(values.filter((_, i) => !isDocument(loaded[i] as Loaded)));
  const documentOf = (values: number[]) =>
    total(values.filter((_, i) => isDocument(loaded[i] as Loaded)));
  const gzipBytes = gzip.map((entry) => entry.bytes);
  const sentBytes = loaded.map((entry) => entry.transferred);
  expect(code(gzipBytes)).toBeLessThanOrEqual(BUDGET_BYTES);
  expect(code(sentBytes)).toBeLessThanOrEqual(BUDGET_BYTES);
  expect(documentOf(gzipBytes)).toBeLessThanOrEqual(DOCUMENT_BUDGET_BYTES);
  expect(documentOf(sentBytes)).toBeLessThanOrEqual(DOCUMENT_BUDGET_BYTES);

  // The dashboard's charts are neither loaded nor preloaded here.
  for (const entry of loaded) {
    expect(entry.body.includes(CHART_LIBRARY), entry.url).toBe(false);
  }
});

test('the chart library comes with the dashboard', async ({ page }) => {
  const buyer = await approvedCompany({
    name: 'Grafik Makina A.Ş.',
    person: 'Elif Grafik',
    roles: ['buyer'],
  });
  // Signed in through the API, so the dashboard is the page's first load (nothing cached).
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: buyer.email, password: buyer.password },
  });
  expect(signIn.ok()).toBe(true);

  const finished = recordLoads(page);
  await page.goto('/dashboard', { waitUntil: 'networkidle' });
  await expect(page.getByTestId('greeting')).toBeVisible();
  const loaded = await finished();
  expect(loaded.some((entry) => entry.body.includes(CHART_LIBRARY))).toBe(true);
});

test("a seller's first /ads asks for at most 25 documents, scripts and stylesheets before the list shows", async ({
  page,
}) => {
  const stamp = Date.now() % 100_000;
  const buyer = await approvedCompany({
    name: `Ölçü Gıda ${stamp} A.Ş.`,
    person: 'Derya Ölçü',
    roles: ['buyer'],
  });
  const seller = await approvedCompany({
    name: `Ölçü Ambalaj ${stamp} Ltd. Şti.`,
    person: 'Kerem Ölçü',
    roles: ['seller'],
    sectorSlugs: ['ambalaj-karton-koli'],
  });
  const buyerApi = await sessionOf(buyer.email, 90);
  const sectors = await json<{ items: { id: string; slug: string }[] }>(
    await buyerApi.get('/api/sectors'),
    'sectors',
  );
  const title = `Ölçüm kolisi ${stamp}`;
  const draft = await json<AdView>(
    await buyerApi.post('/api/ads', {
      data: {
        title,
        description: 'Sevkiyat için çift oluklu koli alınacaktır.',
        sectorId: sectors.items.find((sector) => sector.slug === 'ambalaj-karton-koli')?.id,
        items: [{ name: 'Koli 40x30x30', specification: null, quantity: '500', unit: 'adet' }],
        attachmentFileIds: [],
        deliveryCity: 'İzmir',
        deliveryAddress: 'Atatürk OSB 10. Sokak No: 4, Çiğli',
        deliveryDate: istanbulDay(new Date(Date.now() + 30 * DAY)),
        bidDeadline: new Date(Date.now() + 7 * DAY).toISOString(),
        paymentTerms: '30 gün vadeli',
        currency: 'TRY',
      },
    }),
    'create ad',
  );
  await json(await buyerApi.post(`/api/ads/${draft.id}/publish`), 'publish ad');
  await buyerApi.dispose();

  // Signed in through the API: /ads is this browser's first page, nothing cached.
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: seller.email, password: seller.password },
  });
  expect(signIn.ok()).toBe(true);
  const asked: string[] = [];
  let listShown = false;
  page.on('request', (request) => {
    if (!listShown && COUNTED.has(request.resourceType())) {
      asked.push(`${request.resourceType()} ${new URL(request.url()).pathname}`);
    }
  });
  await page.goto('/ads');
  await expect(
    page.locator('article, .mantine-Card-root').filter({ hasText: title }),
  ).toBeVisible();
  listShown = true;

  console.log(
    `/ads, first visit: ${asked.length} requests before the list\n  ${asked.join('\n  ')}`,
  );
  expect(asked.filter((entry) => entry.startsWith('document '))).toHaveLength(1);
  expect(asked.length).toBeLessThanOrEqual(SIGNED_IN_REQUESTS);
  // The list's styles came with its code: the card has Mantine's padding, not a bare box's.
  const card = page.locator('.mantine-Card-root').filter({ hasText: title });
  expect(await card.evaluate((element) => getComputedStyle(element).paddingTop)).not.toBe('0px');
});

test("the blog downloads little beyond the home page: no form's or signed-in screen's code", async ({
  browser,
}) => {
  const bytesOf = async (path: string, ready: (page: Page) => Promise<void>) => {
    // A browser of its own per page, so nothing comes from the other's cache.
    const context = await browser.newContext();
    const page = await context.newPage();
    const finished = recordLoads(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    await ready(page);
    const loaded = await finished();
    await context.close();
    return {
      bytes: loaded.reduce((sum, entry) => sum + entry.transferred, 0),
      files: loaded.map((entry) => new URL(entry.url).pathname),
    };
  };
  const heading = async (page: Page) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  };
  const home = await bytesOf('/', heading);
  const blog = await bytesOf('/blogs', heading);
  const extra = blog.files.filter((file) => !home.files.includes(file));
  console.log(
    `/blogs: ${kb(blog.bytes)} (home ${kb(home.bytes)}), beyond the home page:\n  ${extra.join('\n  ')}`,
  );
  expect(blog.bytes - home.bytes).toBeLessThanOrEqual(BLOG_EXTRA_BYTES);
});
