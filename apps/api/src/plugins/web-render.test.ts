import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, inject, type TestApp } from '../test/helper.ts';

/**
 * The web plugin with a server build of its own: a stand-in for apps/web's entry-server that
 * renders what it was asked and what the API answered it, so these tests check the plugin's
 * part (the HTML around the page, the data script, links, language, status, failures) and the
 * web app's own tests check the rendering.
 */
const FAKE_ENTRY = `
export function isRenderedAhead(path) { return !path.startsWith('/login'); }
export async function pageModules(path) {
  return path.startsWith('/login') ? ['src/app/routes/signed-in-pages.tsx'] : [];
}
export async function renderPage({ url, locale, fetchApi }) {
  if (url.startsWith('/broken')) throw new Error('rendering failed on purpose');
  if (url.startsWith('/dashboard')) {
    // A guard turned the visitor away: nothing complete to send.
    return { html: null, queries: {}, status: 200, modules: ['src/app/routes/signed-in-pages.tsx'] };
  }
  const health = await fetchApi('/api/health', { method: 'GET' });
  const answer = await health.json();
  return {
    html: '<main><h1>' + locale + ' ' + url + ' ' + answer.status + '</h1></main>',
    queries: { mutations: [], queries: [{ queryKey: ['x'], state: { data: '</script><b>' } }] },
    status: url.startsWith('/nowhere') ? 404 : 200,
    modules: ['src/app/routes/post-pages.tsx'],
  };
}
`;

const MANIFEST = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_vendor.js'],
    css: ['assets/index-1.css'],
  },
  '_vendor.js': { file: 'assets/vendor-1.js' },
  'src/app/routes/post-pages.tsx': {
    file: 'assets/post-pages-1.js',
    isDynamicEntry: true,
    imports: ['_vendor.js', '_card.js'],
    css: ['assets/post-pages-1.css'],
  },
  '_card.js': { file: 'assets/card-1.js', css: ['assets/card-1.css'] },
  'src/app/routes/signed-in-pages.tsx': { file: 'assets/signed-in-1.js', isDynamicEntry: true },
};

let t: TestApp;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'teklifal-web-render-'));
  const dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="tr"><head><title>TeklifAl</title>' +
      '<script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/vendor-1.js">\n' +
      '</head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), FAKE_ENTRY);
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  inject(t.app, { method: 'GET', url, headers });

describe('server-rendered pages', () => {
  it('arrive with the page inside #root and the data it was rendered with', async () => {
    const response = await get('/blogs?page=2');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<div id="root" data-ssr="tr"><main><h1>tr /blogs?page=2 ok</h1></main></div>',
    );
    // The data cannot close its script element or start markup.
    const data = /<script type="application\/json" id="ssr-queries">(.*?)<\/script>/s.exec(
      response.body,
    );
    expect(data?.[1]).not.toMatch(/[<>]/);
    expect(JSON.parse(data?.[1] ?? '')).toMatchObject({
      queries: [{ state: { data: '</script><b>' } }],
    });
    // A page may show the visitor's own name: no shared cache keeps it.
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('are rendered in the language of the visitor’s cookie', async () => {
    const response = await get('/kvkk', { cookie: 'other=1; teklifal_lang=en' });
    expect(response.body).toContain('<html lang="en"');
    expect(response.body).toContain('data-ssr="en"><main><h1>en /kvkk');
    const unknown = await get('/kvkk', { cookie: 'teklifal_lang=de' });
    expect(unknown.body).toContain('data-ssr="tr"');
  });

  it('link the page’s stylesheets, and start its scripts once it has been painted', async () => {
    const { body } = await get('/blogs');
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/post-pages-1.css" />');
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/card-1.css" />');
    // The page is readable without its scripts: nothing asks for them before it is painted...
    expect(body).not.toContain('<script type="module"');
    expect(body).not.toContain('modulepreload');
    // ...then public/boot.js starts the entry with the shell's and the route's chunks.
    expect(body).toContain(
      '<script defer src="/boot.js" data-entry="/assets/index-1.js" ' +
        'data-chunks="/assets/vendor-1.js /assets/post-pages-1.js /assets/card-1.js"></script>',
    );
  });

  it('keep the status of the rendering: 404 for an address no page knows', async () => {
    expect((await get('/nowhere')).statusCode).toBe(404);
  });

  it('fall back to the page rendered in the browser when the server’s rendering fails', async () => {
    const response = await get('/broken');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('ssr-queries');
  });

  for (const [path, why] of [
    ['/login', 'a page the browser renders (a form first)'],
    ['/dashboard', 'a page the server could not complete (its guard turned the visitor away)'],
  ] as const) {
    it(`leave ${why} to the browser, with its route’s chunks linked`, async () => {
      const { body } = await get(path);
      expect(body).toContain('<div id="root"></div>');
      expect(body).not.toContain('ssr-queries');
      // Here the scripts draw the page: they start at once.
      expect(body).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
      expect(body).not.toContain('boot.js');
      expect(body).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/signed-in-1.js" />',
      );
    });
  }

  it('are not made for API addresses', async () => {
    const response = await get('/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });
});
