import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, resetApp, SEO } from '../test/render.tsx';

afterEach(() => {
  resetApp();
  document.head.querySelector('meta[property="og:site_name"]')?.remove();
});

describe('the tab title', () => {
  it('turns to the title set in the back office on a first visit, when the settings come after the page', async () => {
    // A first visit: nothing in local storage, and the settings answer after the page has set
    // its title.
    let answer = () => {};
    const settings = new Promise<void>((resolve) => (answer = resolve));
    renderApp('/pricing', {
      handlers: {
        'GET /api/settings/seo': async () => {
          await settings;
          return jsonResponse(200, { ...SEO, siteTitle: 'Acme Tedarik' });
        },
      },
    });
    await waitFor(() => expect(document.title).toMatch(/^Fiyatlandırma · /));
    answer();
    await waitFor(() => expect(document.title).toBe('Fiyatlandırma · Acme Tedarik'));
  });

  it('names the site as the server wrote it into the page until the settings load', async () => {
    const served = document.createElement('meta');
    served.setAttribute('property', 'og:site_name');
    served.content = 'Acme Tedarik';
    document.head.appendChild(served);
    renderApp('/pricing', {
      handlers: { 'GET /api/settings/seo': () => new Promise<Response>(() => {}) },
    });
    await waitFor(() => expect(document.title).toBe('Fiyatlandırma · Acme Tedarik'));
  });
});
