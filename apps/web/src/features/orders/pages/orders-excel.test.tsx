import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n.ts';
import { jsonResponse, renderApp, resetApp, testMe } from '../../../test/render.tsx';
import { orderListItem, page } from '../test-helpers.ts';

afterEach(async () => {
  resetApp();
  await setLocale('tr');
});

const orders = () => jsonResponse(200, page([orderListItem({ status: 'shipped' })]));

describe('the order lists’ Excel download (#31)', () => {
  it('links the buyer’s list, filters and all, to the .xlsx export', async () => {
    renderApp('/myorders?status=shipped&q=boru', {
      me: testMe({ isBuyerConfirmed: 'yes' }),
      handlers: { 'GET /api/orders': orders },
    });
    await screen.findByTestId('order-row', {}, { timeout: 10_000 });
    expect(screen.getByRole('link', { name: 'Excel olarak indir' })).toHaveAttribute(
      'href',
      '/api/orders/export.xlsx?side=buyer&status=shipped&q=boru',
    );
  });

  it('links the seller’s list in English', async () => {
    await setLocale('en');
    renderApp('/sellermyorders', {
      me: testMe({ isSellerConfirmed: 'yes' }),
      handlers: { 'GET /api/orders': orders },
    });
    await screen.findByTestId('order-row', {}, { timeout: 10_000 });
    expect(screen.getByRole('link', { name: 'Download as Excel' })).toHaveAttribute(
      'href',
      '/api/orders/export.xlsx?side=seller',
    );
  });
});
