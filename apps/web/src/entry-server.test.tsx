// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PageView } from '@teklifal/core';
import { isRenderedAhead, renderPage, type PageRequest } from './entry-server.tsx';

const KVKK: PageView = {
  slug: 'kvkk',
  title: 'KVKK Aydınlatma Metni',
  content: '<p>Kişisel verileriniz 6698 sayılı Kanun uyarınca işlenir.</p>',
  en: {
    title: 'Personal Data Notice',
    content: '<p>Your personal data is processed under Law No. 6698.</p>',
  },
  updatedAt: '2026-11-01T09:00:00.000Z',
};

/** The API as the page sees it: the answers below, 404 for anything else; every call noted. */
function fakeApi(answers: Record<string, unknown>) {
  const asked: { url: string; language: string | null }[] = [];
  const fetchApi: PageRequest['fetchApi'] = async (url, init) => {
    const language = new Headers(init.headers).get('accept-language');
    asked.push({ url, language });
    const path = url.split('?')[0] ?? url;
    if (url in answers || path in answers) {
      return Response.json(answers[url] ?? answers[path]);
    }
    return Response.json(
      { type: 'about:blank', title: 'Bulunamadı', status: 404, code: 'NOT_FOUND' },
      { status: 404 },
    );
  };
  return { fetchApi, asked };
}

describe('server rendering of the public pages', () => {
  it('renders a legal page with its text, fetching what the page asked for', async () => {
    const api = fakeApi({ '/api/pages/kvkk': KVKK, '/api/me': null });
    const page = await renderPage({ url: '/kvkk', locale: 'tr', fetchApi: api.fetchApi });

    expect(page.status).toBe(200);
    expect(page.html).toContain('KVKK Aydınlatma Metni');
    expect(page.html).toContain('6698 sayılı Kanun');
    expect(api.asked.map((call) => call.url)).toContain('/api/pages/kvkk');
    // The data goes with the page, so the browser's first render needs no request.
    const keys = page.queries.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys.some((key) => key.includes('kvkk'))).toBe(true);
  });

  it('renders in the visitor’s language and asks the API in it', async () => {
    const api = fakeApi({ '/api/pages/kvkk': KVKK, '/api/me': null });
    const page = await renderPage({ url: '/kvkk', locale: 'en', fetchApi: api.fetchApi });

    expect(page.html).toContain('Personal Data Notice');
    expect(page.html).not.toContain('KVKK Aydınlatma Metni');
    expect(api.asked.every((call) => call.language === 'en')).toBe(true);

    const turkish = await renderPage({ url: '/kvkk', locale: 'tr', fetchApi: api.fetchApi });
    expect(turkish.html).toContain('KVKK Aydınlatma Metni');
  });

  it('answers 404 for an address no route knows, with the not-found page', async () => {
    const api = fakeApi({ '/api/me': null });
    const page = await renderPage({
      url: '/yok-boyle-bir-sayfa',
      locale: 'tr',
      fetchApi: api.fetchApi,
    });
    expect(page.status).toBe(404);
    expect(page.html).toMatch(/<h1[^>]*>/);
  });

  it('renders only the public pages ahead; the signed-in app, token pages and forms render in the browser', () => {
    for (const path of ['/', '/blogs', '/blogs/abc', '/duyurular', '/kvkk', '/terms', '/x']) {
      expect(isRenderedAhead(path), path).toBe(true);
    }
    for (const path of [
      '/dashboard',
      '/ads',
      '/myads',
      '/admin/users',
      '/invite/t',
      '/reset-password',
      '/login',
      '/register',
      '/contactus',
    ]) {
      expect(isRenderedAhead(path), path).toBe(false);
    }
  });
});
