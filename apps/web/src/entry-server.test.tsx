// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { NotificationView, PageView } from '@teklifal/core';
import { isRenderedAhead, renderPage, type PageRequest } from './entry-server.tsx';
import { OWN_COMPANY_ID, testMe } from './test/render.tsx';

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

describe('server rendering of the pages', () => {
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

  it('renders a signed-in page for its visitor: the guard, the layout and the page’s data', async () => {
    const notification: NotificationView = {
      id: 'n1',
      companyId: OWN_COMPANY_ID,
      type: 'invitationAccepted',
      params: { name: 'Kişi 1' },
      message: 'Kişi 1 ekip davetinizi kabul etti',
      route: null,
      read: false,
      timestamp: 1_768_469_400,
      createdAt: '2026-01-15T09:30:00.000Z',
    };
    const list = { items: [notification], page: 1, pageSize: 20, total: 1, unreadTotal: 1 };
    const api = fakeApi({
      '/api/me': testMe({}),
      '/api/notifications': list,
      '/api/notifications/unread': { items: [notification], total: 1 },
    });
    const page = await renderPage({ url: '/notifications', locale: 'tr', fetchApi: api.fetchApi });

    expect(page.html).toContain('Kişi 1 ekip davetinizi kabul etti');
    // The visitor first (the guard's question), then the page's own list.
    const asked = api.asked.map((call) => call.url.split('?')[0]);
    expect(asked.indexOf('/api/me')).toBeLessThan(asked.indexOf('/api/notifications'));
  });

  it('leaves a signed-in page to the browser when its guard turns the visitor away', async () => {
    const api = fakeApi({ '/api/me': null });
    const page = await renderPage({ url: '/myads', locale: 'tr', fetchApi: api.fetchApi });

    // The browser goes on from here (to /login?next=/myads): a loader is not worth sending.
    expect(page.html).toBeNull();
    expect(api.asked.map((call) => call.url)).not.toContainEqual(
      expect.stringContaining('/api/ads/mine'),
    );
  });

  it('renders ahead every page but the back office, the token pages and the forms that come first', () => {
    for (const path of [
      '/',
      '/blogs',
      '/blogs/abc',
      '/duyurular',
      '/kvkk',
      '/terms',
      '/x',
      '/dashboard',
      '/ads',
      '/myads',
      '/profile',
    ]) {
      expect(isRenderedAhead(path), path).toBe(true);
    }
    for (const path of [
      '/admin',
      '/admin/users',
      '/invite/t',
      '/reset-password',
      '/verify-email',
      '/login',
      '/register',
      '/forgot-password',
      '/contactus',
    ]) {
      expect(isRenderedAhead(path), path).toBe(false);
    }
  });
});
