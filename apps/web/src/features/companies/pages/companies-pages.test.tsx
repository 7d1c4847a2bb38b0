import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompanyView } from '@teklifal/core';
import { setLocale } from '../../../lib/i18n.ts';
import { ownCompanyView } from '../../../test/fixtures.ts';
import { jsonResponse, renderApp, resetApp, testMe } from '../../../test/render.tsx';
import { failingOnce, findLoadError, LOAD_FAILURE_DETAIL } from '../../../test/load-failure.ts';

afterEach(async () => {
  resetApp();
  await setLocale('tr');
});

/** Asked for both roles: the buyer one refused, the seller one waiting. */
const companyView = (overrides: Partial<CompanyView> = {}) =>
  ownCompanyView({
    isBuyerConfirmed: 'rejected',
    isSellerConfirmed: 'pending',
    buyerRejectionReason: 'Vergi levhası okunmuyor',
    ...overrides,
  });

async function createForm() {
  // The page first asks whether the user is invited to a team (#13), then shows the form.
  const submit = await screen.findByRole('button', { name: 'Şirketi Oluştur' }, { timeout: 5000 });
  const form = submit.closest('form');
  if (!form) throw new Error('no company form');
  return within(form);
}

describe('/createcompany', () => {
  it('explains every missing field and sends nothing', async () => {
    const { user, api } = renderApp('/createcompany', { me: testMe(null) });
    const form = await createForm();
    await user.click(form.getByRole('button', { name: 'Şirketi Oluştur' }));
    expect(await form.findByText('Ticari unvan zorunludur')).toBeInTheDocument();
    expect(form.getByText('Vergi kimlik no / T.C. kimlik no zorunludur')).toBeInTheDocument();
    expect(form.getByText('En az bir rol seçmelisiniz')).toBeInTheDocument();
    expect(api.sent('POST', '/api/companies')).toHaveLength(0);
  });

  it('checks the tax number checksum in the browser', async () => {
    const { user } = renderApp('/createcompany', { me: testMe(null) });
    const form = await createForm();
    await user.type(form.getByLabelText(/^VKN \/ TCKN/), '1234567891');
    await user.click(form.getByRole('button', { name: 'Şirketi Oluştur' }));
    expect(
      await form.findByText(
        'Vergi kimlik no / T.C. kimlik no geçerli bir VKN (10 hane) veya TCKN (11 hane) olmalıdır',
      ),
    ).toBeInTheDocument();
  });

  it('checks that the MERSİS number carries the VKN, on the MERSİS field', async () => {
    const { user, api } = renderApp('/createcompany', { me: testMe(null) });
    const form = await createForm();
    await user.type(form.getByLabelText(/^VKN \/ TCKN/), '1234567890');
    await user.type(form.getByLabelText(/^MERSİS no/), '0484084721100018');
    await user.click(form.getByRole('button', { name: 'Şirketi Oluştur' }));
    const field = form.getByLabelText(/^MERSİS no/);
    await waitFor(() => expect(field).toHaveAccessibleDescription(/2–11\. hanelerinde/));
    expect(
      form.getByText(
        'MERSİS no şirketin vergi kimlik numarasını (VKN) 2–11. hanelerinde taşımalıdır',
      ),
    ).toBeInTheDocument();
    expect(api.sent('POST', '/api/companies')).toHaveLength(0);
  });

  it('tells a user who already has a company where it is', async () => {
    renderApp('/createcompany', { me: testMe({}) });
    expect(await screen.findByText('Şirketiniz zaten var')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Şirketime git' })).toHaveAttribute(
      'href',
      '/my-company',
    );
  });
});

describe('/dashboard', () => {
  it('shows each role with its next step, and the rejection reason', async () => {
    renderApp('/dashboard', {
      me: testMe({ isBuyerConfirmed: 'rejected', isSellerConfirmed: 'pending' }),
      handlers: { 'GET /api/companies/mine': () => jsonResponse(200, companyView()) },
    });
    expect(await screen.findByTestId('banner-buyer')).toHaveTextContent(
      'Alıcı profiliniz reddedildi: Vergi levhası okunmuyor',
    );
    expect(screen.getByTestId('banner-seller')).toHaveTextContent('Satıcı profiliniz inceleniyor');
    expect(screen.getByTestId('checklist-sectors')).toHaveAttribute('data-done', 'false');
    expect(screen.getByTestId('checklist-company')).toHaveAttribute('data-done', 'true');
  });
});

describe('/my-company', () => {
  it('offers to apply again after a rejection and shows the reason', async () => {
    const { user, api } = renderApp('/my-company', {
      me: testMe({ isBuyerConfirmed: 'rejected' }),
      handlers: {
        'GET /api/companies/mine': () => jsonResponse(200, companyView()),
        'GET /api/companies/company-own/documents': () => jsonResponse(200, { items: [] }),
        'POST /api/companies/company-own/role-requests': () =>
          jsonResponse(
            200,
            companyView({ isBuyerConfirmed: 'pending', buyerRejectionReason: null }),
          ),
      },
    });
    const buyer = await screen.findByTestId('approval-buyer');
    expect(within(buyer).getByTestId('rejection-reason-buyer')).toHaveTextContent(
      'Gerekçe: Vergi levhası okunmuyor',
    );
    await user.click(within(buyer).getByRole('button', { name: 'Tekrar başvur' }));
    expect(await within(buyer).findByText('Onay bekliyor')).toBeInTheDocument();
    expect(api.sent('POST', '/api/companies/company-own/role-requests')[0]?.body).toEqual({
      role: 'buyer',
    });
    expect(screen.getByText('Henüz belge yüklenmedi')).toBeInTheDocument();
  });

  it('checks the MERSİS number against the stored tax number when editing, in English', async () => {
    await setLocale('en');
    const { user, api } = renderApp('/my-company', {
      me: testMe({}),
      handlers: {
        'GET /api/companies/mine': () => jsonResponse(200, companyView()),
        'GET /api/companies/company-own/documents': () => jsonResponse(200, { items: [] }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const mersis = await screen.findByLabelText(/^MERSIS number/);
    await user.type(mersis, '0484084721100018');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        'MERSIS number must carry the company’s tax number (VKN) in digits 2–11',
      ),
    ).toBeInTheDocument();
    await user.clear(mersis);
    await user.type(mersis, '012345678900001');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        'MERSIS number must be 16 digits starting with 0: 0, the company’s 10-digit tax number (VKN) and a 5-digit sequence',
      ),
    ).toBeInTheDocument();
    expect(api.sent('PATCH', '/api/companies/company-own')).toHaveLength(0);
  });

  it('shows a member the details without edit controls', async () => {
    renderApp('/my-company', {
      me: testMe({}),
      handlers: {
        'GET /api/companies/mine': () =>
          jsonResponse(
            200,
            companyView({
              abilities: {
                edit: false,
                manageTeam: false,
                editSectors: false,
                viewDocuments: true,
              },
            }),
          ),
        'GET /api/companies/company-own/documents': () => jsonResponse(200, { items: [] }),
      },
    });
    expect(
      await screen.findByText(
        'Şirket bilgilerini yalnızca şirket sahibi ve yöneticileri düzenleyebilir.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Düzenle' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tekrar başvur' })).toBeNull();
  });

  it('asks for the company again from the load error', async () => {
    const { user, api } = renderApp('/my-company', {
      me: testMe({}),
      handlers: {
        'GET /api/companies/mine': failingOnce(() => jsonResponse(200, companyView())),
        'GET /api/companies/company-own/documents': () => jsonResponse(200, { items: [] }),
      },
    });
    const alert = await findLoadError(LOAD_FAILURE_DETAIL);
    expect(api.sent('GET', '/api/companies/mine')).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Yılmaz Makina A.Ş.' }),
    ).toBeInTheDocument();
    expect(api.sent('GET', '/api/companies/mine')).toHaveLength(2);
    expect(screen.queryByText(LOAD_FAILURE_DETAIL)).not.toBeInTheDocument();
  });
});
