import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PriceHint, PriceHintQuery } from '@teklifal/core';
import { setLocale } from '../lib/i18n.ts';
import { jsonResponse, renderRoutes, resetApp, type ApiHandler } from '../test/render.tsx';
import { LinePriceHint } from './line-price-hint.tsx';
import { PriceHintText } from './price-hint-text.tsx';

afterEach(async () => {
  resetApp();
  await setLocale('tr');
});

const HINT: PriceHint = {
  low: '10.00',
  high: '12.00',
  awards: 5,
  currency: 'TRY',
  unit: 'adet',
  scope: 'sector',
};

const answering =
  (hint: PriceHint | null): ApiHandler =>
  () =>
    jsonResponse(200, { hint });

function renderLine(props: Partial<PriceHintQuery>, hint: PriceHint | null = HINT) {
  const line: PriceHintQuery = {
    sectorId: 'sec-box',
    unit: 'adet',
    currency: 'TRY',
    name: 'Çift oluklu koli 40x30x30',
    ...props,
  };
  return renderRoutes([{ path: '/', element: <LinePriceHint {...line} /> }], '/', {
    handlers: { 'GET /api/price-hints': answering(hint) },
  });
}

const TR_TEXT =
  'Benzer kalemlerin son 12 aydaki orta fiyatı ₺10,00–₺12,00 / adet aralığında (5 alıcıdan, KDV hariç)';

describe('LinePriceHint', () => {
  it('asks for the line once typing pauses and shows the range and the count', async () => {
    const { api } = renderLine({ name: '  Çift   oluklu koli 40x30x30 ' });
    expect(await screen.findByText(TR_TEXT)).toBeInTheDocument();
    const sent = api.sent('GET', '/api/price-hints');
    expect(sent).toHaveLength(1);
    const params = new URLSearchParams(sent[0]?.path.split('?')[1]);
    expect(Object.fromEntries(params)).toEqual({
      sectorId: 'sec-box',
      unit: 'adet',
      currency: 'TRY',
      name: 'Çift oluklu koli 40x30x30',
    });
  });

  it('shows nothing where the data is too thin', async () => {
    const { api } = renderLine({}, null);
    await waitFor(() => expect(api.sent('GET', '/api/price-hints')).toHaveLength(1));
    expect(screen.queryByTestId('price-hint')).toBeNull();
  });

  it('asks nothing without a sector or with a name too short to compare', async () => {
    const first = renderLine({ sectorId: '' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 900)));
    expect(first.api.sent('GET', '/api/price-hints')).toHaveLength(0);
    resetApp();
    const second = renderLine({ name: 'ko' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 900)));
    expect(second.api.sent('GET', '/api/price-hints')).toHaveLength(0);
    expect(screen.queryByTestId('price-hint')).toBeNull();
  });
});

describe('PriceHintText', () => {
  const renderText = (hint: PriceHint | null) =>
    renderRoutes([{ path: '/', element: <PriceHintText hint={hint} /> }], '/');

  it('says when the figures come from the whole main sector', () => {
    renderText({ ...HINT, scope: 'sectorGroup', unit: 'koli', currency: 'EUR', awards: 7 });
    expect(
      screen.getByText(
        'Ana sektördeki benzer kalemlerin son 12 aydaki orta fiyatı €10,00–€12,00 / koli aralığında (7 alıcıdan, KDV hariç)',
      ),
    ).toBeInTheDocument();
  });

  it('speaks English', async () => {
    await setLocale('en');
    renderText(HINT);
    expect(
      screen.getByText(
        'Similar lines over the last 12 months: middle price within TRY 10.00–TRY 12.00 per pcs (from 5 buyers, excl. VAT)',
      ),
    ).toBeInTheDocument();
  });

  it('shows nothing without a hint', () => {
    renderText(null);
    expect(screen.queryByTestId('price-hint')).toBeNull();
  });
});
