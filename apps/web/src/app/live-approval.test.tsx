import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApprovalState } from '@teklifal/core';
import { ownCompanyView } from '../test/fixtures.ts';
import { jsonResponse, renderApp, resetApp, testMe } from '../test/render.tsx';

/** Stands in for the browser's EventSource; the test pushes the server's events through it. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static last: FakeEventSource | null = null;
  readyState = FakeEventSource.OPEN;
  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(kind: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(kind, [...(this.listeners.get(kind) ?? []), listener]);
  }
  emit(kind: string, data: unknown) {
    for (const listener of this.listeners.get(kind) ?? []) {
      listener(new MessageEvent(kind, { data: JSON.stringify(data) }));
    }
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

const companyView = (seller: ApprovalState) =>
  ownCompanyView({
    isSellerConfirmed: seller,
    sectorIds: ['sector-1'],
    counts: { members: 1, pendingInvitations: 0, documents: 1 },
  });

beforeEach(() => vi.stubGlobal('EventSource', FakeEventSource));
afterEach(resetApp);

describe('a pending seller’s dashboard when staff decide (#13)', () => {
  it('follows the approval without a reload: banner and navigation', async () => {
    let seller: ApprovalState = 'pending';
    const { api } = renderApp('/dashboard', {
      handlers: {
        'GET /api/me': () => jsonResponse(200, testMe({ isSellerConfirmed: seller })),
        'GET /api/companies/mine': () => jsonResponse(200, companyView(seller)),
        'GET /api/dashboard/stats': () => jsonResponse(200, { buyer: null, seller: null }),
        'GET /api/notifications/unread': () => jsonResponse(200, { items: [], total: 0 }),
      },
    });
    expect(
      await screen.findByText(/Satıcı profiliniz inceleniyor/, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    const ads = () => document.querySelector('header [data-nav="ads"]');
    expect(ads()).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    const meReads = api.sent('GET', '/api/me').length;

    seller = 'yes';
    act(() => FakeEventSource.last?.emit('company', { companyId: 'company-own' }));

    expect(await screen.findByText('Satıcı profiliniz onaylı.')).toBeInTheDocument();
    await waitFor(() => expect(ads()).not.toHaveAttribute('aria-disabled'));
    expect(ads()).toHaveAttribute('href', '/ads');
    expect(api.sent('GET', '/api/me').length).toBeGreaterThan(meReads);
  });

  it('the approval notification alone refreshes them too (an older server’s event)', async () => {
    let seller: ApprovalState = 'pending';
    renderApp('/dashboard', {
      handlers: {
        'GET /api/me': () => jsonResponse(200, testMe({ isSellerConfirmed: seller })),
        'GET /api/companies/mine': () => jsonResponse(200, companyView(seller)),
        'GET /api/dashboard/stats': () => jsonResponse(200, { buyer: null, seller: null }),
        'GET /api/notifications/unread': () => jsonResponse(200, { items: [], total: 0 }),
      },
    });
    expect(
      await screen.findByText(/Satıcı profiliniz inceleniyor/, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    seller = 'yes';
    act(() =>
      FakeEventSource.last?.emit('notification', {
        type: 'companyApproved',
        route: '/my-company',
      }),
    );
    expect(await screen.findByText('Satıcı profiliniz onaylı.')).toBeInTheDocument();
  });
});
