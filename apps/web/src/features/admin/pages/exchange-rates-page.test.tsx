import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExchangeRateView } from '@teklifal/core';
import { setLocale } from '../../../lib/i18n.ts';
import { jsonResponse, problemResponse, renderApp, resetApp } from '../../../test/render.tsx';
import { optionsOf } from '../../../test/fixtures.ts';
import { failingOnce, findLoadError, LOAD_FAILURE_DETAIL } from '../../../test/load-failure.ts';
import { admin, page, queryOf } from '../test-helpers.ts';

// Tuesday 10 March 2026, noon in Istanbul: the form's day starts here.
const NOW = new Date('2026-03-10T09:00:00.000Z');
const LIST = '/api/admin/exchange-rates';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(async () => {
  resetApp();
  vi.useRealTimers();
  await setLocale('tr');
});

const tcmb = (overrides: Partial<ExchangeRateView> = {}): ExchangeRateView => ({
  day: '2026-03-09',
  currency: 'USD',
  source: 'tcmb',
  rate: '36.512300',
  publishedDay: '2026-03-09',
  enteredBy: null,
  createdAt: '2026-03-09T13:31:00.000Z',
  ...overrides,
});

const manual = (overrides: Partial<ExchangeRateView> = {}): ExchangeRateView => ({
  day: '2026-03-08',
  currency: 'EUR',
  source: 'manual',
  rate: '39.750000',
  publishedDay: '2026-03-08',
  enteredBy: { id: 'admin-1', name: 'Platform Yöneticisi' },
  createdAt: '2026-03-08T08:15:00.000Z',
  ...overrides,
});

const rateForm = () => screen.getByRole('region', { name: /Elle kur gir|Enter a rate/ });
const filters = () => screen.getByRole('group', { name: /Kur süzgeçleri|Rate filters/ });
const rateInput = () => within(rateForm()).getByRole('textbox', { name: /Kur \(₺\)|Rate \(₺\)/ });

describe('/admin/exchange-rates', () => {
  it('lists fetched and manual rates with their source, bulletin and who entered them', async () => {
    renderApp('/admin/exchange-rates', {
      me: admin,
      handlers: {
        [`GET ${LIST}`]: () =>
          jsonResponse(
            200,
            page([
              // A Saturday takes Friday's bulletin.
              tcmb({ day: '2026-03-07', publishedDay: '2026-03-06' }),
              manual(),
              manual({ currency: 'USD', enteredBy: null }),
            ]),
          ),
      },
    });
    const rows = await screen.findAllByTestId('rate-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('36,5123')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('TCMB')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Otomatik')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('06.03.2026 bülteni')).toBeInTheDocument();
    // Fetched rates are not edited here: only manual ones have the button.
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText('39,7500')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Elle')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Platform Yöneticisi')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText(/bülteni/)).not.toBeInTheDocument();
    expect(within(rows[2]!).getByText('Silinmiş kullanıcı')).toBeInTheDocument();
    expect(screen.getByText('Toplam 3 kur')).toBeInTheDocument();
  });

  it('shows a skeleton while loading, then the empty state for no rates or no match', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user } = renderApp('/admin/exchange-rates', {
      me: admin,
      handlers: {
        [`GET ${LIST}`]: (request) =>
          queryOf(request).get('currency')
            ? jsonResponse(200, page([]))
            : new Promise<Response>((resolve) => (answer = resolve)),
      },
    });
    expect(await screen.findByTestId('list-skeleton')).toBeInTheDocument();
    answer(jsonResponse(200, page([])));
    expect(await screen.findByText(/Henüz kur yok/)).toBeInTheDocument();
    expect(screen.queryByTestId('list-skeleton')).not.toBeInTheDocument();

    await pickOptionIn(user, filters(), 'EUR');
    expect(await screen.findByText('Bu seçime uyan kur yok.')).toBeInTheDocument();
  });

  it('filters by currency and days in the address, pages, and clears the filters', async () => {
    const { user, api, location } = renderApp('/admin/exchange-rates', {
      me: admin,
      handlers: {
        [`GET ${LIST}`]: (request) =>
          jsonResponse(
            200,
            listOf(Number(queryOf(request).get('page') ?? 1), [tcmb(), manual()], 60),
          ),
      },
    });
    await screen.findAllByTestId('rate-row');
    expect(queryOf(api.sent('GET', LIST)[0]).get('pageSize')).toBe('25');

    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(queryOf(api.sent('GET', LIST).at(-1)).get('page')).toBe('2'));
    expect(location().search).toBe('?page=2');

    // A filter starts again from the first page.
    await pickOptionIn(user, filters(), 'USD');
    await waitFor(() => {
      const last = queryOf(api.sent('GET', LIST).at(-1));
      expect(last.get('currency')).toBe('USD');
      expect(last.get('page')).toBe('1');
    });
    await user.click(screen.getByRole('textbox', { name: 'Başlangıç günü' }));
    await user.paste('01.03.2026');
    await user.click(screen.getByRole('textbox', { name: 'Bitiş günü' }));
    await user.paste('09.03.2026');
    await user.tab();
    await waitFor(() => {
      const last = queryOf(api.sent('GET', LIST).at(-1));
      expect(last.get('from')).toBe('2026-03-01');
      expect(last.get('to')).toBe('2026-03-09');
    });
    expect(location().search).toContain('currency=USD');

    await user.click(screen.getByRole('button', { name: 'Filtreleri temizle' }));
    await waitFor(() => {
      const last = queryOf(api.sent('GET', LIST).at(-1));
      expect(last.get('currency')).toBeNull();
      expect(last.get('from')).toBeNull();
      expect(last.get('to')).toBeNull();
    });
    expect(screen.queryByRole('button', { name: 'Filtreleri temizle' })).not.toBeInTheDocument();
  });

  it('checks the rate as the server does, saves it, tells so and reloads the list', async () => {
    const { user, api } = renderApp('/admin/exchange-rates', {
      me: admin,
      handlers: {
        [`GET ${LIST}`]: () => jsonResponse(200, page([tcmb()])),
        [`PUT ${LIST}`]: () => new Response(null, { status: 204 }),
      },
    });
    await screen.findAllByTestId('rate-row');
    const form = rateForm();
    expect(within(form).getByLabelText(/^Gün/)).toHaveValue('2026-03-10');

    await user.click(within(form).getByRole('button', { name: 'Kuru kaydet' }));
    expect(await within(form).findByText('Kur (₺) zorunludur')).toBeInTheDocument();
    await user.type(rateInput(), 'otuz');
    await user.click(within(form).getByRole('button', { name: 'Kuru kaydet' }));
    expect(await within(form).findByText('Kur (₺) geçerli bir sayı olmalıdır')).toBeInTheDocument();
    await user.clear(rateInput());
    await user.type(rateInput(), '34,1234567');
    await user.click(within(form).getByRole('button', { name: 'Kuru kaydet' }));
    expect(
      await within(form).findByText('Kur (₺) en fazla 6 ondalık basamak içerebilir'),
    ).toBeInTheDocument();
    expect(api.sent('PUT', LIST)).toHaveLength(0);

    await pickOptionIn(user, form, 'EUR');
    await user.clear(rateInput());
    await user.type(rateInput(), '39,75');
    const loads = api.sent('GET', LIST).length;
    await user.click(within(form).getByRole('button', { name: 'Kuru kaydet' }));
    await waitFor(() => expect(api.sent('PUT', LIST)).toHaveLength(1));
    expect(api.sent('PUT', LIST)[0]?.body).toEqual({
      day: '2026-03-10',
      currency: 'EUR',
      rate: '39.75',
    });
    expect(
      await screen.findByText('EUR kuru 10.03.2026 için kaydedildi: 39,7500 ₺'),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.sent('GET', LIST).length).toBeGreaterThan(loads));
    // The form is empty again for the next rate.
    await waitFor(() => expect(rateInput()).toHaveValue(''));
  });

  it('fills the form with a manual rate to correct it, and can leave the edit', async () => {
    const { user, api } = renderApp('/admin/exchange-rates', {
      me: admin,
      handlers: {
        [`GET ${LIST}`]: () => jsonResponse(200, page([manual()])),
        [`PUT ${LIST}`]: () => new Response(null, { status: 204 }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Düzenle: EUR 08.03.2026' }));
    const form = rateForm();
    expect(within(form).getByText('EUR – 08.03.2026 kurunu düzenliyorsunuz')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Gün/)).toHaveValue('2026-03-08');
    expect(rateInput()).toHaveValue('39,75');
    await user.click(within(form).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(rateInput()).toHaveValue(''));
    expect(within(rateForm()).queryByText(/düzenliyorsunuz/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Düzenle: EUR 08.03.2026' }));
    await user.clear(rateInput());
    await user.type(rateInput(), '39,8');
    await user.click(within(rateForm()).getByRole('button', { name: 'Kuru kaydet' }));
    await waitFor(() =>
      expect(api.sent('PUT', LIST)[0]?.body).toEqual({
        day: '2026-03-08',
        currency: 'EUR',
        rate: '39.8',
      }),
    );
  });

  it('puts the server’s refusal under its field and tells of the failure', async () => {
    const { user } = renderApp('/admin/exchange-rates', {
      me: admin,
      handlers: {
        [`GET ${LIST}`]: () => jsonResponse(200, page([])),
        [`PUT ${LIST}`]: () =>
          problemResponse(400, 'VALIDATION', 'Lütfen işaretli alanları düzeltin', {
            errors: [
              {
                field: 'day',
                messageKey: 'validation.invalid',
                message: 'Gün geçersiz',
              },
            ],
          }),
      },
    });
    await screen.findByText(/Henüz kur yok/);
    await user.type(rateInput(), '36,5');
    await user.click(within(rateForm()).getByRole('button', { name: 'Kuru kaydet' }));
    expect(await within(rateForm()).findByText('Gün geçersiz')).toBeInTheDocument();
    expect(await screen.findByText('Kur kaydedilemedi')).toBeInTheDocument();
    expect(screen.getByText('Lütfen işaretli alanları düzeltin')).toBeInTheDocument();
    // What was typed stays, to be corrected.
    expect(rateInput()).toHaveValue('36,5');
  });

  it('speaks English: columns, rates, field errors and the notice', async () => {
    await setLocale('en');
    const { user, api } = renderApp('/admin/exchange-rates', {
      me: admin,
      handlers: {
        [`GET ${LIST}`]: () => jsonResponse(200, page([manual()])),
        [`PUT ${LIST}`]: () => new Response(null, { status: 204 }),
      },
    });
    const rows = await screen.findAllByTestId('rate-row');
    expect(screen.getByRole('heading', { name: 'Exchange Rates' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Entered by' })).toBeInTheDocument();
    expect(within(rows[0]!).getByText('39.7500')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Manual')).toBeInTheDocument();

    await user.click(within(rateForm()).getByRole('button', { name: 'Save rate' }));
    expect(await within(rateForm()).findByText('Rate (₺) is required')).toBeInTheDocument();
    await user.type(rateInput(), '0');
    await user.click(within(rateForm()).getByRole('button', { name: 'Save rate' }));
    expect(
      await within(rateForm()).findByText('Rate (₺) must be greater than zero'),
    ).toBeInTheDocument();
    await user.clear(rateInput());
    // A dot is the decimal point in English: 36.125 is not thirty-six thousand.
    await user.type(rateInput(), '36.125');
    await user.click(within(rateForm()).getByRole('button', { name: 'Save rate' }));
    expect(
      await screen.findByText('USD rate saved for 10 Mar 2026: 36.1250 ₺'),
    ).toBeInTheDocument();
    expect(api.sent('PUT', LIST)[0]?.body).toEqual({
      day: '2026-03-10',
      currency: 'USD',
      rate: '36.125',
    });
  });

  it('asks for the rates again from the load error', async () => {
    const { user, api } = renderApp('/admin/exchange-rates', {
      me: admin,
      handlers: {
        [`GET ${LIST}`]: failingOnce(() => jsonResponse(200, page([tcmb()]))),
      },
    });
    const alert = await findLoadError(`Liste yüklenemedi: ${LOAD_FAILURE_DETAIL}`);
    expect(api.sent('GET', LIST)).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findAllByTestId('rate-row')).toHaveLength(1);
    expect(api.sent('GET', LIST)).toHaveLength(2);
    expect(screen.queryByText(/Liste yüklenemedi/)).not.toBeInTheDocument();
  });
});

/** Page `n` of a list `total` long, showing `items` on each page. */
const listOf = <T,>(n: number, items: T[], total: number) => ({
  ...page(items, total),
  page: n,
  pageSize: 25,
});

async function pickOptionIn(
  user: ReturnType<typeof renderApp>['user'],
  container: HTMLElement,
  name: string,
) {
  const options = await optionsOf(
    user,
    within(container).getByRole('combobox', { name: /^Para birimi/ }),
  );
  const option = options.find((o) => o.textContent === name);
  if (!option) throw new Error(`no option ${name}`);
  await user.click(option);
}
