import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes, resetApp } from '../test/render.tsx';
import { AuctionBadge } from './auction-badge.tsx';
import { AdStatusBadge, BidStatusBadge, OrderStatusBadge } from './status-badges.tsx';

afterEach(resetApp);

/** The badge's label may wrap between words and nothing of it is clipped. */
function expectReadable(badge: HTMLElement, text: string) {
  expect(badge).toHaveTextContent(text);
  const root = getComputedStyle(badge);
  expect(root.overflow).toBe('visible');
  expect(root.whiteSpace).not.toBe('nowrap');
  expect(root.height).toBe('auto');
  const label = badge.querySelector<HTMLElement>('.mantine-Badge-label');
  expect(label).not.toBeNull();
  const style = getComputedStyle(label!);
  expect(style.whiteSpace).toBe('normal');
  expect(style.overflow).toBe('visible');
  expect(style.textOverflow).not.toBe('ellipsis');
}

describe('status badges', () => {
  it('show the whole status and wrap it rather than cut it with an ellipsis', async () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <div style={{ width: 60 }}>
              <AdStatusBadge ad={{ status: 'published', bidDeadline: null, closedAt: null }} />
              <BidStatusBadge status="needs_confirmation" />
              <OrderStatusBadge status="shipped" />
              <AuctionBadge
                auction={{
                  id: 'auction-1',
                  phase: 'scheduled',
                  startsAt: '2026-12-01T10:00:00Z',
                  endsAt: '2026-12-01T11:00:00Z',
                }}
              />
            </div>
          ),
        },
      ],
      '/',
    );
    expectReadable(await screen.findByTestId('ad-status'), 'Yayında');
    expectReadable(screen.getByTestId('bid-status'), 'Onay bekliyor');
    expectReadable(screen.getByTestId('order-status'), 'Kargoya verildi');
    expectReadable(screen.getByTestId('auction-badge'), 'Eksiltme');
  });
});
