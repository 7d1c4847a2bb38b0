import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminCompanyDetail, ApprovalDecisionInput } from '@teklifal/core';
import { jsonResponse, renderApp, resetApp, type ApiRequest } from '../../../test/render.tsx';
import { admin, companyDetail, page } from '../test-helpers.ts';

afterEach(resetApp);

const nav = () => screen.getByRole('navigation', { name: 'Yönetim menüsü' });
const companiesLink = () => within(nav()).getByRole('link', { name: /^Şirketler/ });

describe('the back office navigation’s count of waiting companies', () => {
  it('shows how many companies wait beside “Şirketler”', async () => {
    renderApp('/admin/users', {
      me: admin,
      handlers: {
        'GET /api/admin/companies/waiting': () => jsonResponse(200, { waiting: 3 }),
        'GET /api/admin/users': () => jsonResponse(200, page([])),
      },
    });
    await waitFor(() =>
      expect(companiesLink()).toHaveAccessibleName('Şirketler 3 şirket onay bekliyor'),
    );
    expect(within(companiesLink()).getByTestId('waiting-companies')).toHaveTextContent('3');
  });

  it('shows nothing while none wait', async () => {
    renderApp('/admin/users', {
      me: admin,
      handlers: {
        'GET /api/admin/companies/waiting': () => jsonResponse(200, { waiting: 0 }),
        'GET /api/admin/users': () => jsonResponse(200, page([])),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kullanıcılar' })).toBeVisible();
    expect(companiesLink()).toHaveAccessibleName('Şirketler');
    expect(screen.queryByTestId('waiting-companies')).toBeNull();
  });

  it('counts again once staff decide a company’s role', async () => {
    let company: AdminCompanyDetail = companyDetail({ isSellerConfirmed: 'no' });
    const path = `/api/admin/companies/${company.id}`;
    const { user } = renderApp(`/admin/companies/${company.id}`, {
      me: admin,
      handlers: {
        'GET /api/admin/companies/waiting': () =>
          jsonResponse(200, { waiting: company.isBuyerConfirmed === 'pending' ? 2 : 1 }),
        [`GET ${path}`]: () => jsonResponse(200, company),
        [`POST ${path}/decisions`]: (request: ApiRequest) => {
          const body = request.body as ApprovalDecisionInput;
          company = {
            ...company,
            isBuyerConfirmed: body.decision === 'approve' ? 'yes' : 'rejected',
          };
          return jsonResponse(200, company);
        },
      },
    });
    await waitFor(() => expect(within(companiesLink()).getByText('2')).toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: 'Alıcı rolünü onayla' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Onayla' }),
    );
    await waitFor(() => expect(within(companiesLink()).getByText('1')).toBeInTheDocument());
  });
});
