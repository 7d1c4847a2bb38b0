import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyBidView } from '@teklifal/core';
import { jsonResponse, resetApp } from '../../../test/render.tsx';
import {
  AD_ID,
  BID_PATH,
  inDays,
  myBidView,
  renderPanel,
  testAd,
  testBid,
} from '../test-helpers.tsx';
import { MyBidPanel } from './my-bid-panel.tsx';

afterEach(resetApp);

const MINE = `/api/ads/${AD_ID}/bids/mine`;

function openPanel(view: MyBidView, ad = testAd()) {
  return renderPanel(<MyBidPanel ad={ad} />, {
    handlers: {
      [`GET ${MINE}`]: () => jsonResponse(200, view),
      [`POST ${MINE}/confirm`]: () =>
        jsonResponse(200, myBidView(testBid({ status: 'submitted', revision: 4 }))),
    },
  });
}

describe('the seller’s bid panel', () => {
  it('invites a bid while the ad is open', async () => {
    const { api } = openPanel(myBidView(null));
    const panel = within(await screen.findByTestId('my-bid-panel'));
    expect(await panel.findByText('Bu ilana henüz teklif vermediniz.')).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Teklif Ver' })).toHaveAttribute('href', BID_PATH);
    // A seller never asks for the other bids of the ad.
    expect(api.sent('GET', `/api/ads/${AD_ID}/bids`)).toEqual([]);
  });

  it('shows what the buyer changed when it asks the seller to confirm', async () => {
    openPanel(
      myBidView(testBid({ status: 'needs_confirmation' }), {
        abilities: { save: false, submit: true, withdraw: true, confirm: true },
        adChanges: [
          { kind: 'term', field: 'deliveryDate', before: '2026-12-20', after: '2026-12-27' },
          {
            kind: 'lineChanged',
            name: 'Çelik boru',
            parts: [{ part: 'quantity', before: '100', after: '150' }],
          },
          { kind: 'lineAdded', name: 'Dirsek', quantity: '20', unit: 'adet' },
        ],
      }),
    );
    const changes = within(await screen.findByTestId('ad-changes'));
    expect(changes.getByText('Teslimat tarihi: 20.12.2026 → 27.12.2026')).toBeInTheDocument();
    expect(changes.getByText('Çelik boru: miktar 100 → 150')).toBeInTheDocument();
    expect(
      changes.getByText('Yeni kalem: Dirsek (20 adet) — fiyatlandırmanız gerekiyor'),
    ).toBeInTheDocument();
  });

  it('summarises the bid with its status, total and validity, and links to edit it', async () => {
    openPanel(myBidView(testBid({ revision: 3, total: '15006.30' })));
    const panel = within(await screen.findByTestId('my-bid-panel'));
    expect(await panel.findByText('Gönderildi')).toBeInTheDocument();
    expect(panel.getByText('Revizyon 3')).toBeInTheDocument();
    expect(panel.getByTestId('my-bid-total')).toHaveTextContent('₺15.006,30');
    expect(panel.getByRole('link', { name: 'Teklifi Düzenle' })).toHaveAttribute('href', BID_PATH);
    expect(panel.getByRole('button', { name: 'Teklifi geri çek' })).toBeInTheDocument();
  });

  it('shows an expired bid as expired, without an edit link once the ad is closed', async () => {
    openPanel(
      myBidView(testBid({ status: 'expired', validUntil: inDays(-2).slice(0, 10) }), {
        abilities: { save: false, submit: false, withdraw: false, confirm: false },
        closedReason: 'deadlinePassed',
      }),
      testAd({ bidDeadline: inDays(-1), abilities: { ...testAd().abilities, bid: false } }),
    );
    const panel = within(await screen.findByTestId('my-bid-panel'));
    expect(await panel.findByText('Süresi doldu')).toBeInTheDocument();
    expect(panel.queryByRole('link', { name: 'Teklifi Düzenle' })).toBeNull();
    expect(panel.queryByRole('button', { name: 'Teklifi geri çek' })).toBeNull();
  });

  it('explains a changed ad and confirms the bid as it is', async () => {
    const { user, api } = openPanel(
      myBidView(testBid({ status: 'needs_confirmation' }), {
        abilities: { save: false, submit: true, withdraw: true, confirm: true },
      }),
    );
    const panel = within(await screen.findByTestId('my-bid-panel'));
    expect(await panel.findByText(/Alıcı, teklifinizi verdikten sonra ilanı değiştirdi/));
    await user.click(panel.getByRole('button', { name: 'Onayla' }));
    await waitFor(() => expect(api.sent('POST', `${MINE}/confirm`)).toHaveLength(1));
    expect(await screen.findByText('Teklifiniz olduğu gibi onaylandı.')).toBeInTheDocument();
  });

  it('shows nothing on one’s own ad', async () => {
    const { api } = openPanel(myBidView(null), testAd({ isOwn: true }));
    // Give a query that should not exist the time to start.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByTestId('my-bid-panel')).toBeNull();
    expect(api.sent('GET', MINE)).toEqual([]);
  });
});
