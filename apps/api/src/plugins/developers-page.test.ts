import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('/developers for search engines and link previews', () => {
  it('is in sitemap.xml', async () => {
    const response = await testApp.app.inject({ url: '/sitemap.xml' });
    expect(response.body).toContain('<loc>http://localhost:3000/developers</loc>');
  });

  it('has a title and a description of its own, and only it', async () => {
    const meta = await testApp.app.publicPages.metaFor('/developers');
    expect(meta?.title).toBe('Geliştiriciler');
    expect(meta?.description).toMatch(/API anahtarları/);
    expect(await testApp.app.publicPages.metaFor('/developers/x')).toBeNull();
  });
});
