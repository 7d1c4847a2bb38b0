import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderView } from '@teklifal/core';
import {
  jsonResponse,
  OWN_COMPANY_ID,
  renderApp,
  resetApp,
  testMe,
} from '../../../test/render.tsx';
import { orderView } from '../test-helpers.ts';

afterEach(resetApp);

const buyer = testMe({ isBuyerConfirmed: 'yes' });

const declined = (reaward: boolean): OrderView =>
  orderView({
    side: 'buyer',
    status: 'declined',
    declineReason: 'Stokta yok',
    abilities: { commands: [], rate: false, reaward },
  });

const open = (order: OrderView) =>
  renderApp('/orders/order-1', {
    me: buyer,
    handlers: { 'GET /api/orders/order-1': () => jsonResponse(200, order) },
  });

describe('a declined order for its buyer', () => {
  it('says its lines may go to another bid and links to the re-award on the ad’s page', async () => {
    open(declined(true));
    const actions = within(await screen.findByTestId('order-actions'));
    expect(actions.getByText(/Kalemlerini ilanın sayfasında başka bir teklife/)).toBeVisible();
    expect(actions.queryByText('Şu anda sizden beklenen bir işlem yok.')).not.toBeInTheDocument();
    expect(actions.getByRole('link', { name: 'Yeniden ata' })).toHaveAttribute(
      'href',
      `/ad-details/${OWN_COMPANY_ID}/ad-1?reaward=1`,
    );
  });

  it('expects nothing once its lines went to another bid', async () => {
    open(declined(false));
    const actions = within(await screen.findByTestId('order-actions'));
    expect(actions.getByText('Şu anda sizden beklenen bir işlem yok.')).toBeVisible();
    expect(actions.queryByRole('link', { name: 'Yeniden ata' })).not.toBeInTheDocument();
  });
});
