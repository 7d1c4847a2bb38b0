import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n.ts';
import { jsonResponse, renderApp, resetApp } from '../../../test/render.tsx';
import { AD_ID, BID_PATH, inDays, myBidView, seller, testAd } from '../test-helpers.tsx';

afterEach(async () => {
  resetApp();
  await setLocale('tr');
});

/** 'YYYY-MM-DD…' as the seller types it: 'DD.MM.YYYY'. */
const typed = (iso: string) => iso.slice(0, 10).split('-').reverse().join('.');

function openBidPage() {
  return renderApp(BID_PATH, {
    me: seller,
    handlers: {
      [`GET /api/ads/${AD_ID}`]: () => jsonResponse(200, testAd({ bidDeadline: inDays(30) })),
      [`GET /api/ads/${AD_ID}/bids/mine`]: () => jsonResponse(200, myBidView(null)),
    },
  });
}

describe('the bid’s validity date', () => {
  it('keeps a date typed before the deadline and says under the field why it will not do', async () => {
    const { user } = openBidPage();
    const input = await screen.findByRole('textbox', { name: /Geçerlilik tarihi/ });
    const early = typed(inDays(10));
    await user.clear(input);
    await user.type(input, early);
    await user.tab();
    await waitFor(() => expect(input).toHaveValue(early));
    const error = await screen.findByText(/Geçerlilik tarihi son teklif tarihinden \(.+\) önce/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby') ?? '').toContain(error.id);
  });

  it('says so in English too', async () => {
    await setLocale('en');
    const { user } = openBidPage();
    const input = await screen.findByRole('textbox', { name: /Valid until/ });
    await user.clear(input);
    await user.type(input, typed(inDays(10)));
    await user.tab();
    expect(
      await screen.findByText(/The validity date cannot be before the bid deadline/),
    ).toBeInTheDocument();
  });
});
