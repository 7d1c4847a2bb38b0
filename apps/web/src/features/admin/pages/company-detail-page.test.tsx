import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminCompanyDetail, ApprovalDecisionInput } from '@teklifal/core';
import {
  jsonResponse,
  problemResponse,
  renderApp,
  resetApp,
  testMe,
  type ApiRequest,
} from '../../../test/render.tsx';
import { failingOnce, findLoadError, LOAD_FAILURE_DETAIL } from '../../../test/load-failure.ts';
import { admin, companyDetail } from '../test-helpers.ts';

afterEach(resetApp);

const COMPANY_ID = 'company-42';
const PATH = `/api/admin/companies/${COMPANY_ID}`;

const detail = (overrides: Partial<AdminCompanyDetail> = {}) =>
  companyDetail({ id: COMPANY_ID, ...overrides });

/** A small stand-in for the API: the company changes with each decision it accepts. */
function companyApi(initial: AdminCompanyDetail = detail()) {
  let current = initial;
  return {
    current: () => current,
    handlers: {
      [`GET ${PATH}`]: () => jsonResponse(200, current),
      [`POST ${PATH}/decisions`]: (request: ApiRequest) => {
        const body = request.body as ApprovalDecisionInput;
        const flag = body.role === 'buyer' ? 'isBuyerConfirmed' : 'isSellerConfirmed';
        const reason = body.role === 'buyer' ? 'buyerRejectionReason' : 'sellerRejectionReason';
        current = {
          ...current,
          [flag]: body.decision === 'approve' ? 'yes' : 'rejected',
          [reason]: body.decision === 'approve' ? null : (body.reason ?? null),
        };
        return jsonResponse(200, current);
      },
    },
  };
}

function renderDetail(stub = companyApi()) {
  return {
    ...renderApp(`/admin/companies/${COMPANY_ID}`, { me: admin, handlers: stub.handlers }),
    stub,
  };
}

describe('/admin/companies/:id', () => {
  it('shows the company, its owner, members, documents and sectors', async () => {
    renderDetail();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Anadolu Makine Sanayi A.Ş.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1234567890')).toBeInTheDocument();
    expect(screen.getAllByText('Ayşe Yılmaz').length).toBeGreaterThan(0);
    expect(screen.getAllByTestId('member-row')).toHaveLength(2);
    expect(screen.getByText('Mehmet Demir')).toBeInTheDocument();
    const document = screen.getByRole('link', {
      name: 'vergi-levhasi.pdf belgesini yeni sekmede aç',
    });
    expect(document).toHaveAttribute('href', '/api/files/file-1');
    expect(document).toHaveAttribute('target', '_blank');
    expect(
      screen.getByText('İnşaat ve Yapı Malzemeleri › Çimento ve Hazır Beton'),
    ).toBeInTheDocument();
    const seller = screen.getByTestId('approval-seller');
    expect(within(seller).getByText('Reddedildi')).toBeInTheDocument();
    expect(within(seller).getByText('Ret gerekçesi: Vergi levhası okunmuyor')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('approval-buyer')).getByText('Onay bekliyor'),
    ).toBeInTheDocument();
  });

  it('approves a role after confirmation and refreshes the page', async () => {
    const { user, api } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Alıcı rolünü onayla' }));

    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/Anadolu Makine Sanayi A\.Ş\. şirketinin Alıcı rolü onaylanacak/),
    ).toBeInTheDocument();
    expect(api.sent('POST', `${PATH}/decisions`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Onayla' }));

    await waitFor(() => expect(api.sent('POST', `${PATH}/decisions`)).toHaveLength(1));
    expect(api.sent('POST', `${PATH}/decisions`)[0]?.body).toEqual({
      role: 'buyer',
      decision: 'approve',
    });
    expect(await screen.findByText('Alıcı rolü onaylandı')).toBeInTheDocument();
    const buyer = screen.getByTestId('approval-buyer');
    await waitFor(() => expect(within(buyer).getByText('Onaylı')).toBeInTheDocument());
    expect(within(buyer).queryByRole('button', { name: 'Alıcı rolünü onayla' })).toBeNull();
    // An approval can still be withdrawn with a rejection.
    expect(within(buyer).getByRole('button', { name: 'Alıcı rolünü reddet' })).toBeEnabled();
  });

  it('does nothing when the approval is cancelled', async () => {
    const { user, api } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Satıcı rolünü onayla' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent('POST', `${PATH}/decisions`)).toHaveLength(0);
  });

  it('requires a reason of at least 5 characters to reject, then sends it', async () => {
    const { user, api } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Alıcı rolünü reddet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alıcı rolünü reddet' });
    const reason = within(dialog).getByRole('textbox', { name: 'Gerekçe' });

    await user.click(within(dialog).getByRole('button', { name: 'Reddet' }));
    expect(
      await within(dialog).findByText('Gerekçe en az 5 karakter olmalıdır'),
    ).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');

    await user.type(reason, 'yok');
    await user.click(within(dialog).getByRole('button', { name: 'Reddet' }));
    expect(within(dialog).getByText('Gerekçe en az 5 karakter olmalıdır')).toBeInTheDocument();
    expect(api.sent('POST', `${PATH}/decisions`)).toHaveLength(0);

    await user.clear(reason);
    await user.type(reason, 'İmza sirküleri eksik');
    await user.click(within(dialog).getByRole('button', { name: 'Reddet' }));

    await waitFor(() => expect(api.sent('POST', `${PATH}/decisions`)).toHaveLength(1));
    expect(api.sent('POST', `${PATH}/decisions`)[0]?.body).toEqual({
      role: 'buyer',
      decision: 'reject',
      reason: 'İmza sirküleri eksik',
    });
    expect(await screen.findByText('Alıcı rolü reddedildi')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const buyer = screen.getByTestId('approval-buyer');
    expect(
      await within(buyer).findByText('Ret gerekçesi: İmza sirküleri eksik'),
    ).toBeInTheDocument();
    expect(within(buyer).queryByRole('button', { name: 'Alıcı rolünü reddet' })).toBeNull();
    expect(within(buyer).getByRole('button', { name: 'Alıcı rolünü onayla' })).toBeEnabled();
  });

  it('shows the server’s refusal and keeps the page as it was', async () => {
    const stub = companyApi();
    stub.handlers[`POST ${PATH}/decisions`] = () =>
      problemResponse(409, 'CONFLICT', 'Bu kayıt zaten var veya başka bir işlemle değişti', {
        detail: 'Bu rol zaten onaylı.',
      });
    const { user } = renderDetail(stub);
    await user.click(await screen.findByRole('button', { name: 'Alıcı rolünü onayla' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Onayla' }),
    );
    expect(await screen.findByText('Bu rol zaten onaylı.')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('approval-buyer')).getByText('Onay bekliyor'),
    ).toBeInTheDocument();
  });

  it('shows a rejection refused by the server inside the modal', async () => {
    const stub = companyApi();
    stub.handlers[`POST ${PATH}/decisions`] = () =>
      problemResponse(400, 'VALIDATION', 'Lütfen işaretli alanları düzeltin', {
        errors: [
          {
            field: 'reason',
            messageKey: 'validation.minLength',
            message: 'Gerekçe en az 5 karakter olmalıdır',
          },
        ],
      });
    const { user } = renderDetail(stub);
    await user.click(await screen.findByRole('button', { name: 'Alıcı rolünü reddet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alıcı rolünü reddet' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Gerekçe' }), 'Belgeler eksik');
    await user.click(within(dialog).getByRole('button', { name: 'Reddet' }));
    expect(
      await within(dialog).findByText('Gerekçe en az 5 karakter olmalıdır'),
    ).toBeInTheDocument();
  });

  it('cannot decide a role the company did not ask for', async () => {
    renderDetail(companyApi(detail({ isSellerConfirmed: 'no', sellerRejectionReason: null })));
    const seller = await screen.findByTestId('approval-seller');
    expect(within(seller).getByText('Talep edilmedi')).toBeInTheDocument();
    expect(within(seller).getByText(/talep etmedi/)).toBeInTheDocument();
    expect(within(seller).queryByRole('button', { name: 'Satıcı rolünü onayla' })).toBeNull();
    expect(within(seller).queryByRole('button', { name: 'Satıcı rolünü reddet' })).toBeNull();
  });

  it('is refused to a user who is not a platform admin', async () => {
    const { api } = renderApp(`/admin/companies/${COMPANY_ID}`, {
      me: testMe({ isBuyerConfirmed: 'yes' }),
      handlers: companyApi().handlers,
    });
    expect(await screen.findByText('Erişim Engellendi!')).toBeInTheDocument();
    expect(api.sent('GET', PATH)).toHaveLength(0);
  });

  it('asks for the company again from the load error', async () => {
    const stub = companyApi();
    const { user, api } = renderApp(`/admin/companies/${COMPANY_ID}`, {
      me: admin,
      handlers: { ...stub.handlers, [`GET ${PATH}`]: failingOnce(stub.handlers[`GET ${PATH}`]) },
    });
    const alert = await findLoadError(LOAD_FAILURE_DETAIL);
    expect(api.sent('GET', PATH)).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Anadolu Makine Sanayi A.Ş.' }),
    ).toBeInTheDocument();
    expect(api.sent('GET', PATH)).toHaveLength(2);
    expect(screen.queryByText(LOAD_FAILURE_DETAIL)).not.toBeInTheDocument();
  });

  it('says an unknown company is not found, with no retry', async () => {
    renderApp(`/admin/companies/${COMPANY_ID}`, {
      me: admin,
      handlers: {
        [`GET ${PATH}`]: () => problemResponse(404, 'NOT_FOUND', 'Aradığınız kayıt bulunamadı'),
      },
    });
    expect(await screen.findByTestId('company-not-found')).toHaveTextContent(
      'Aradığınız kayıt bulunamadı',
    );
    expect(screen.queryByRole('button', { name: 'Tekrar dene' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Şirketlere dön' })).toHaveAttribute(
      'href',
      '/admin/companies',
    );
  });
});
