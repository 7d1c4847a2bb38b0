import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdSearchItem } from '@teklifal/core';
import { setLocale } from '../../../lib/i18n.ts';
import { jsonResponse, renderApp, resetApp } from '../../../test/render.tsx';
import { adListItem, page, SECTORS, seller } from '../test-helpers.ts';

afterEach(async () => {
  resetApp();
  await setLocale('tr');
});

const found = (overrides: Partial<AdSearchItem>): AdSearchItem => ({
  ...adListItem(),
  match: null,
  ...overrides,
});

function renderSearch(path: string, items: AdSearchItem[]) {
  return renderApp(path, {
    me: seller,
    handlers: {
      'GET /api/sectors': () => jsonResponse(200, { items: SECTORS }),
      'GET /api/ads': () => jsonResponse(200, page(items)),
    },
  });
}

/** The options of the sort select, in order. */
async function sortOptions(user: ReturnType<typeof renderApp>['user']) {
  const select = screen.getByRole('combobox', { name: 'Sıralama' });
  await user.click(select);
  await waitFor(() => expect(select).toHaveAttribute('aria-expanded', 'true'));
  const listbox = document.getElementById(select.getAttribute('aria-controls') ?? '');
  return {
    value: (select as HTMLInputElement).value,
    options: within(listbox!)
      .getAllByRole('option', { hidden: true })
      .map((option) => option.textContent),
  };
}

describe('/ads, searching', () => {
  it('offers "En alakalı" first and chosen while searching, and not without a search', async () => {
    const { user } = renderSearch('/ads?q=%C3%A7elik', [found({})]);
    await screen.findAllByTestId('ad-card');
    expect(await sortOptions(user)).toEqual({
      value: 'En alakalı',
      options: ['En alakalı', 'En yeni', 'Son tarihi yaklaşan'],
    });
    resetApp();
    const plain = renderSearch('/ads?sort=relevance', [found({})]);
    await screen.findAllByTestId('ad-card');
    expect(await sortOptions(plain.user)).toEqual({
      value: 'En yeni',
      options: ['En yeni', 'Son tarihi yaklaşan'],
    });
  });

  it('marks the found words in the title and in the passage that holds them', async () => {
    renderSearch('/ads?q=celik', [
      found({
        id: 'ad-1',
        title: 'Çelik boru',
        match: { title: [{ start: 0, end: 5 }], snippet: null },
      }),
      found({
        id: 'ad-2',
        title: 'Küresel vana alımı',
        match: {
          title: [],
          snippet: { text: '…Gövdesi paslanmaz çelik olmalı.', ranges: [{ start: 19, end: 24 }] },
        },
      }),
    ]);
    const [pipe, valve] = (await screen.findAllByTestId('ad-card')) as [HTMLElement, HTMLElement];
    const pipeTitle = within(pipe).getByRole('link', { name: 'Çelik boru' });
    expect([...pipeTitle.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'Çelik',
    ]);
    expect(within(pipe).queryByTestId('ad-card-snippet')).not.toBeInTheDocument();

    const snippet = within(valve).getByTestId('ad-card-snippet');
    expect(snippet).toHaveTextContent('…Gövdesi paslanmaz çelik olmalı.');
    expect([...snippet.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'çelik',
    ]);
    expect(
      within(valve).getByRole('link', { name: 'Küresel vana alımı' }).querySelector('mark'),
    ).toBeNull();
  });

  it('shows markup in an ad’s text as text, never as HTML', async () => {
    const title = '<img src=x onerror="alert(1)"> çelik';
    renderSearch('/ads?q=celik', [
      found({
        title,
        match: {
          title: [{ start: 31, end: 36 }],
          snippet: { text: '<b>çelik</b>', ranges: [{ start: 3, end: 8 }] },
        },
      }),
    ]);
    const [card] = (await screen.findAllByTestId('ad-card')) as [HTMLElement];
    expect(card.querySelector('img, b')).toBeNull();
    expect(within(card).getByRole('link', { name: title })).toBeInTheDocument();
    expect(within(card).getByTestId('ad-card-snippet')).toHaveTextContent('<b>çelik</b>');
    expect(card.querySelector('mark')?.textContent).toBe('çelik');
  });

  it('shows a translated title plain, without marks that would not fit it', async () => {
    await setLocale('en');
    renderApp('/ads?q=celik', {
      me: seller,
      handlers: {
        'GET /api/sectors': () => jsonResponse(200, { items: SECTORS }),
        'GET /api/ads': () =>
          jsonResponse(
            200,
            page([
              found({
                title: 'Çelik boru',
                match: { title: [{ start: 0, end: 5 }], snippet: null },
              }),
            ]),
          ),
        'POST /api/translate': () => jsonResponse(200, { translatedText: 'Steel pipe' }),
      },
    });
    const link = await screen.findByRole('link', { name: 'Steel pipe' });
    expect(link.querySelector('mark')).toBeNull();
  });
});
