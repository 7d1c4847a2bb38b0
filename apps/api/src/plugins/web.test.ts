import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../db/schema/index.ts';
import { readSetting, writeSetting } from '../lib/settings.ts';
import { createTestApp, inject, type TestApp } from '../test/helper.ts';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'teklifal-web-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>TeklifAl</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const page = async (url: string) => (await inject(t.app, { method: 'GET', url })).body;

describe('the page each public address gets before any script runs', () => {
  it('carries an article’s own title, preview, cover and type, escaped', async () => {
    const [row] = await t.app.db
      .insert(post)
      .values({
        kind: 'blog',
        title: 'Fiyat "ve" <kalite>',
        content: '<p>Önizleme metni.</p>',
        coverImageUrl: '/api/files/kapak',
        status: 'published',
        publishedAt: new Date('2024-03-12T09:00:00Z'),
      })
      .returning();
    const html = await page(`/blogs/${row?.id}`);
    expect(html).toContain('<title>Fiyat &quot;ve&quot; &lt;kalite&gt; · TeklifAl</title>');
    expect(html).toContain('<meta name="description" content="Önizleme metni." />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(
      '<meta property="og:image" content="http://localhost:3000/api/files/kapak" />',
    );
    expect(html).toContain(
      `<meta property="og:url" content="http://localhost:3000/blogs/${row?.id}" />`,
    );
    expect(html).not.toContain('<kalite>');
  });

  it('uses a content page’s title, and the site’s own for the rest', async () => {
    expect(await page('/kvkk')).toMatch(/<title>[^<]*KVKK[^<]* · TeklifAl<\/title>/);
    expect(await page('/dashboard')).toContain('<title>TeklifAl</title>');
    expect(await page('/blogs/bilinmeyen')).toContain('<title>TeklifAl</title>');
  });

  it('gives a filtered or paged list the list’s own preview and canonical address', async () => {
    const html = await page('/blogs?category=Sat%C4%B1n%20Alma&page=2');
    expect(html).toMatch(/<title>Blog · TeklifAl<\/title>/);
    expect(html).toContain('<meta property="og:url" content="http://localhost:3000/blogs" />');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/blogs" />');
  });

  it('links the Atom feeds', async () => {
    expect(await page('/')).toContain('href="/api/blogs/feed.xml"');
  });
});

describe('the site title set in the back office', () => {
  it('is the first page’s title and site name, so a first visit never shows another', async () => {
    const seo = await readSetting(t.app.db, 'seo');
    await writeSetting(t.app.db, 'seo', { ...seo, siteTitle: 'Acme Tedarik' });
    const html = await page('/');
    expect(html).toContain('<title>Acme Tedarik</title>');
    // The web app names the site from this tag until its settings load (usePageTitle).
    expect(html).toContain('<meta property="og:site_name" content="Acme Tedarik" />');
    expect(html).not.toContain('TeklifAl</title>');
  });
});
