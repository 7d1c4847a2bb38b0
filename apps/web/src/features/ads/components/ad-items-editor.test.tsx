import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PriceHint } from '@teklifal/core';
import { jsonResponse, renderApp, resetApp } from '../../../test/render.tsx';
import { buyer, fill, formApi, pickOption } from '../test-helpers.ts';

afterEach(resetApp);

const HINT: PriceHint = {
  low: '1200.00',
  high: '1500.00',
  awards: 6,
  currency: 'TRY',
  unit: 'adet',
  scope: 'sector',
};

const HINT_TEXT =
  'Benzer kalemlerin son 12 aydaki orta fiyatı ₺1.200,00–₺1.500,00 / adet aralığında (6 alıcıdan, KDV hariç)';

describe('the ad form’s line: fair-price hint (#14)', () => {
  it('appears under a line once it has a name and the ad a sector, asked once per pause', async () => {
    const { user, api } = renderApp('/createAd', {
      me: buyer,
      handlers: {
        ...formApi,
        'GET /api/price-hints': (request) =>
          jsonResponse(200, { hint: request.path.includes('matkap') ? HINT : null }),
      },
    });
    const name = await screen.findByRole('textbox', { name: /^Kalem adı/ }, { timeout: 10_000 });
    await user.type(name, 'Darbeli matkap');
    // No sector yet: nothing to compare the line with, nothing asked.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(api.sent('GET', '/api/price-hints')).toHaveLength(0);

    await pickOption(user, /^Sektör/, 'El aletleri');
    expect(await screen.findByText(HINT_TEXT)).toBeInTheDocument();
    const sent = api.sent('GET', '/api/price-hints');
    expect(sent).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(sent[0]?.path.split('?')[1]))).toEqual({
      sectorId: 'sec-tools',
      unit: 'adet',
      currency: 'TRY',
      name: 'Darbeli matkap',
    });

    // Another name with too little data behind it: the hint goes away.
    await user.clear(name);
    await fill(user, name, 'Tornavida seti');
    await waitFor(() => expect(screen.queryByTestId('price-hint')).toBeNull());
  });
});
