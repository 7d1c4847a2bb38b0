import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminUserListItem } from '@teklifal/core';
import {
  jsonResponse,
  problemResponse,
  renderApp,
  resetApp,
  type ApiRequest,
} from '../../../test/render.tsx';
import { failingOnce, findLoadError, LOAD_FAILURE_DETAIL } from '../../../test/load-failure.ts';
import { admin, page } from '../test-helpers.ts';

afterEach(resetApp);

const person = (overrides: Partial<AdminUserListItem> = {}): AdminUserListItem => ({
  id: 'user-2',
  name: 'Mehmet Demir',
  email: 'mehmet@ornek.com.tr',
  emailVerified: true,
  phone: null,
  role: 'user',
  banned: false,
  banReason: null,
  banExpires: null,
  companyId: 'company-1',
  companyName: 'Anadolu Makine Sanayi A.Ş.',
  companyRole: 'member',
  createdAt: '2026-03-01T09:00:00.000Z',
  isSelf: false,
  ...overrides,
});

describe('/admin/users', () => {
  function renderUsers(extra: Record<string, (request: ApiRequest) => Response> = {}) {
    let users = [
      person({
        id: 'admin-1',
        name: 'Platform Yöneticisi',
        email: 'yonetici@teklifal.com.tr',
        role: 'admin',
        isSelf: true,
        companyId: null,
        companyName: null,
        companyRole: null,
      }),
      person(),
      person({
        id: 'user-3',
        name: 'Zeynep Kaya',
        email: 'zeynep@ornek.com.tr',
        banned: true,
        banReason: 'Sahte belge',
      }),
    ];
    const update = (id: string, changes: Partial<AdminUserListItem>) => {
      users = users.map((u) => (u.id === id ? { ...u, ...changes } : u));
      return jsonResponse(
        200,
        users.find((u) => u.id === id),
      );
    };
    return renderApp('/admin/users', {
      me: admin,
      handlers: {
        'GET /api/admin/users': () => jsonResponse(200, page(users)),
        'POST /api/admin/users/user-2/ban': (request) =>
          update('user-2', {
            banned: true,
            banReason: (request.body as { reason: string }).reason,
          }),
        'POST /api/admin/users/user-3/unban': () =>
          update('user-3', { banned: false, banReason: null }),
        'POST /api/admin/users/user-2/role': (request) =>
          update('user-2', { role: (request.body as { role: 'admin' | 'user' }).role }),
        ...extra,
      },
    });
  }

  it('shows users with their company, role and status; one’s own ban and demotion are off', async () => {
    renderUsers();
    const rows = await screen.findAllByTestId('user-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Siz')).toBeInTheDocument();
    expect(
      within(rows[0]!).getByRole('button', { name: 'Askıya al: Platform Yöneticisi' }),
    ).toBeDisabled();
    expect(
      within(rows[0]!).getByRole('button', {
        name: 'Yöneticiliği kaldır: Platform Yöneticisi',
      }),
    ).toBeDisabled();
    expect(
      within(rows[1]!).getByRole('link', { name: 'Anadolu Makine Sanayi A.Ş.' }),
    ).toHaveAttribute('href', '/admin/companies/company-1');
    expect(within(rows[2]!).getByText('Askıda')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Gerekçe: Sahte belge')).toBeInTheDocument();
  });

  it('bans with a required reason', async () => {
    const { user, api } = renderUsers();
    await user.click(await screen.findByRole('button', { name: 'Askıya al: Mehmet Demir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mehmet Demir hesabını askıya al' });
    await user.click(within(dialog).getByRole('button', { name: 'Askıya al' }));
    expect(await within(dialog).findByText('Askıya alma gerekçesi zorunludur')).toBeInTheDocument();
    expect(api.sent('POST', '/api/admin/users/user-2/ban')).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: 'Askıya alma gerekçesi' }),
      'Kurallara aykırı ilanlar',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Askıya al' }));
    await waitFor(() => expect(api.sent('POST', '/api/admin/users/user-2/ban')).toHaveLength(1));
    expect(api.sent('POST', '/api/admin/users/user-2/ban')[0]?.body).toEqual({
      reason: 'Kurallara aykırı ilanlar',
    });
    expect(await screen.findByText('Mehmet Demir hesabı askıya alındı')).toBeInTheDocument();
    const row = (await screen.findAllByTestId('user-row'))[1]!;
    expect(await within(row).findByText('Gerekçe: Kurallara aykırı ilanlar')).toBeInTheDocument();
  });

  it('unbans and grants admin rights after confirmation', async () => {
    const { user, api } = renderUsers();
    await user.click(await screen.findByRole('button', { name: 'Askıyı kaldır: Zeynep Kaya' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Askıyı kaldır' }),
    );
    await waitFor(() => expect(api.sent('POST', '/api/admin/users/user-3/unban')).toHaveLength(1));
    expect(await screen.findByText('Zeynep Kaya hesabının askısı kaldırıldı')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Yönetici yap: Mehmet Demir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yönetici yetkisi ver' });
    await user.click(within(dialog).getByRole('button', { name: 'Yönetici yap' }));
    await waitFor(() => expect(api.sent('POST', '/api/admin/users/user-2/role')).toHaveLength(1));
    expect(api.sent('POST', '/api/admin/users/user-2/role')[0]?.body).toEqual({ role: 'admin' });
  });

  it('shows the server’s refusal', async () => {
    const { user } = renderUsers({
      'POST /api/admin/users/user-2/role': () =>
        problemResponse(409, 'CONFLICT', 'Çakışma', {
          detail:
            'Platformda en az bir etkin yönetici kalmalıdır; son yöneticinin yetkisi kaldırılamaz.',
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Yönetici yap: Mehmet Demir' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yönetici yap' }),
    );
    expect(await screen.findByText(/en az bir etkin yönetici kalmalıdır/)).toBeInTheDocument();
  });

  it('asks for the users again from the load error', async () => {
    const { user, api } = renderApp('/admin/users', {
      me: admin,
      handlers: {
        'GET /api/admin/users': failingOnce(() => jsonResponse(200, page([person()]))),
      },
    });
    const alert = await findLoadError(`Liste yüklenemedi: ${LOAD_FAILURE_DETAIL}`);
    expect(api.sent('GET', '/api/admin/users')).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findAllByTestId('user-row')).toHaveLength(1);
    expect(api.sent('GET', '/api/admin/users')).toHaveLength(2);
    expect(screen.queryByText(/Liste yüklenemedi/)).not.toBeInTheDocument();
  });
});
