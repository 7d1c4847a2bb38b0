import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, problemResponse, resetApp } from '../../../test/render.tsx';
import { renderRoom, ROOM_API, sellerView, settings } from '../test-helpers.tsx';

afterEach(resetApp);

const BIDS = `${ROOM_API}/bids`;

async function openForm(view = sellerView(), post = () => jsonResponse(201, view)) {
  const rendered = renderRoom(view, { handlers: { [`POST ${BIDS}`]: post } });
  const form = within(await screen.findByTestId('auction-bid-form'));
  return { ...rendered, form };
}

describe('the seller’s bid form on the total', () => {
  it('shows the highest total allowed next and refuses a step too small before sending', async () => {
    const { form, user, api } = await openForm();
    expect(form.getByTestId('auction-max-total')).toHaveTextContent(
      'Yeni toplamınız en fazla ₺990,00 olmalıdır',
    );
    const pipe = form.getByRole('textbox', { name: 'Çelik boru: yeni birim fiyat' });
    expect(pipe).toHaveValue('50');
    await user.clear(pipe);
    await user.type(pipe, '49,5');
    expect(form.getByTestId('auction-draft-total')).toHaveTextContent('₺995,00');
    await user.click(form.getByRole('button', { name: 'Yeni fiyatı gönder' }));
    expect(await form.findByTestId('auction-total-error')).toHaveTextContent(
      'Yeni toplamınız en az eksiltme adımı kadar düşük olmalıdır (en fazla ₺990,00)',
    );
    expect(api.sent('POST', BIDS)).toEqual([]);
  });

  it('refuses a price above the last one on its line', async () => {
    const { form, user, api } = await openForm();
    const wire = form.getByRole('textbox', { name: 'Kaynak teli: yeni birim fiyat' });
    await user.clear(wire);
    await user.type(wire, '26');
    await user.click(form.getByRole('button', { name: 'Yeni fiyatı gönder' }));
    expect(await form.findByText('Kaynak teli son fiyatınızdan yüksek olamaz')).toBeInTheDocument();
    expect(api.sent('POST', BIDS)).toEqual([]);
  });

  it('goes one step down to the next allowed price and sends every line', async () => {
    const { form, user, api } = await openForm();
    await user.click(form.getByRole('button', { name: 'Çelik boru: bir adım düşür' }));
    // 1% of 1.000,00 is 10,00: ten pipes at 49,00 instead of 50,00.
    expect(form.getByRole('textbox', { name: 'Çelik boru: yeni birim fiyat' })).toHaveValue('49');
    expect(form.getByTestId('auction-draft-total')).toHaveTextContent('₺990,00');
    await user.click(form.getByRole('button', { name: 'Yeni fiyatı gönder' }));
    await waitFor(() => expect(api.sent('POST', BIDS)).toHaveLength(1));
    expect(api.sent('POST', BIDS)[0]?.body).toEqual({
      prices: [
        { adItemId: 'item-1', unitPrice: '49' },
        { adItemId: 'item-2', unitPrice: '25' },
      ],
    });
    expect(await screen.findByText(/Yeni fiyatınız alındı/)).toBeInTheDocument();
  });

  it('shows the server’s refusal when it comes', async () => {
    const { form, user } = await openForm(sellerView(), () =>
      problemResponse(409, 'CONFLICT', 'Çakışma', {
        detail: 'Eksiltme sona erdi; bu teklif alınmadı',
      }),
    );
    await user.click(form.getByRole('button', { name: 'Çelik boru: bir adım düşür' }));
    await user.click(form.getByRole('button', { name: 'Yeni fiyatı gönder' }));
    expect(await form.findByTestId('form-error')).toHaveTextContent(
      'Eksiltme sona erdi; bu teklif alınmadı',
    );
  });
});

describe('the seller’s bid form per line', () => {
  const perLine = () => {
    const view = sellerView({ auction: settings({ basis: 'line' }), rank: null });
    view.prices = view.prices.map((price) => ({
      ...price,
      rank: price.adItemId === 'item-1' ? 1 : 2,
      highestNextUnitPrice: price.adItemId === 'item-1' ? '49.50' : '24.75',
    }));
    return view;
  };

  it('shows each line’s highest next price and refuses a line lowered by less', async () => {
    const { form, user, api } = await openForm(perLine());
    expect(form.getByText('En fazla ₺49,50')).toBeInTheDocument();
    expect(form.getByText('En fazla ₺24,75')).toBeInTheDocument();
    const wire = form.getByRole('textbox', { name: 'Kaynak teli: yeni birim fiyat' });
    await user.clear(wire);
    await user.type(wire, '24,9');
    await user.click(form.getByRole('button', { name: 'Yeni fiyatı gönder' }));
    expect(
      await form.findByText('Kaynak teli en az eksiltme adımı kadar düşmelidir (en fazla ₺24,75)'),
    ).toBeInTheDocument();
    expect(api.sent('POST', BIDS)).toEqual([]);
  });

  it('asks for at least one lower line', async () => {
    const { form, user } = await openForm(perLine());
    await user.click(form.getByRole('button', { name: 'Yeni fiyatı gönder' }));
    expect(await form.findByTestId('auction-total-error')).toHaveTextContent(
      'Yeni fiyatlarınız son fiyatlarınızla aynı; en az bir kalemi düşürün',
    );
  });
});
