import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminCompanyListItem } from '@teklifal/core';
import { jsonResponse, problemResponse, renderApp, resetApp } from '../../../test/render.tsx';
import { failingOnce, findLoadError, LOAD_FAILURE_DETAIL } from '../../../test/load-failure.ts';
import { admin, page, pickOption, queryOf } from '../test-helpers.ts';

afterEach(resetApp);

const company = (overrides: Partial<AdminCompanyListItem> = {}): AdminCompanyListItem => ({
  id: 'company-1',
  name: 'Anadolu Makine Sanayi A.Ş.',
  taxNumber: '1234567890',
  city: 'İstanbul',
  district: 'Kadıköy',
  isBuyerConfirmed: 'pending',
  isSellerConfirmed: 'no',
  ownerName: 'Ayşe Yılmaz',
  ownerEmail: 'ayse@anadolumakine.com.tr',
  createdAt: '2026-03-01T09:00:00.000Z',
  ...overrides,
});

describe('/admin/companies', () => {
  it('lists companies with their badges, filters, sorts, and opens a row', async () => {
    const { user, api, location } = renderApp('/admin/companies', {
      me: admin,
      handlers: {
        'GET /api/admin/companies': () =>
          jsonResponse(
            200,
            page([
              company(),
              company({
                id: 'company-2',
                name: 'Boğaziçi Gıda Ltd.',
                isBuyerConfirmed: 'yes',
                isSellerConfirmed: 'rejected',
              }),
            ]),
          ),
        'GET /api/admin/companies/company-1': () => problemResponse(404, 'NOT_FOUND', 'Yok'),
      },
    });
    const rows = await screen.findAllByTestId('company-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('1234567890')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Onay bekliyor')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Onaylı')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Reddedildi')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('01.03.2026')).toBeInTheDocument();
    expect(queryOf(api.sent('GET', '/api/admin/companies')[0]!).get('sort')).toBe('pending');

    await user.type(
      screen.getByRole('searchbox', { name: 'Unvan veya vergi numarası ile ara' }),
      'anadolu',
    );
    await waitFor(() =>
      expect(queryOf(api.sent('GET', '/api/admin/companies').at(-1)!).get('q')).toBe('anadolu'),
    );

    await pickOption(user, 'Alıcı durumu', 'Onay bekliyor');
    await waitFor(() =>
      expect(queryOf(api.sent('GET', '/api/admin/companies').at(-1)!).get('buyer')).toBe('pending'),
    );
    expect(location().search).toContain('buyer=pending');

    await user.click(screen.getByRole('button', { name: 'Sırala: Ticari unvan' }));
    await waitFor(() =>
      expect(queryOf(api.sent('GET', '/api/admin/companies').at(-1)!).get('sort')).toBe('name'),
    );
    await user.click(screen.getByRole('button', { name: 'Sırala: Ticari unvan' }));
    await waitFor(() =>
      expect(queryOf(api.sent('GET', '/api/admin/companies').at(-1)!).get('sort')).toBe('-name'),
    );

    await user.click(screen.getAllByTestId('company-row')[0]!);
    await waitFor(() => expect(location().pathname).toBe('/admin/companies/company-1'));
  });

  it('asks for the companies again from the load error', async () => {
    const { user, api } = renderApp('/admin/companies', {
      me: admin,
      handlers: {
        'GET /api/admin/companies': failingOnce(() => jsonResponse(200, page([company()]))),
      },
    });
    const alert = await findLoadError(`Liste yüklenemedi: ${LOAD_FAILURE_DETAIL}`);
    expect(api.sent('GET', '/api/admin/companies')).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findAllByTestId('company-row')).toHaveLength(1);
    expect(api.sent('GET', '/api/admin/companies')).toHaveLength(2);
    expect(screen.queryByText(/Liste yüklenemedi/)).not.toBeInTheDocument();
  });
});
