import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminSectorNode } from '@teklifal/core';
import { jsonResponse, problemResponse, renderApp, resetApp } from '../../../test/render.tsx';
import { failingOnce, findLoadError, LOAD_FAILURE_DETAIL } from '../../../test/load-failure.ts';
import { admin } from '../test-helpers.ts';

afterEach(resetApp);

const sector = (overrides: Partial<AdminSectorNode> = {}): AdminSectorNode => ({
  id: 'sector-1',
  parentId: null,
  slug: 'insaat',
  nameTr: 'İnşaat',
  nameEn: 'Construction',
  sortOrder: 0,
  isActive: true,
  companyCount: 0,
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
  children: [],
  ...overrides,
});

describe('/admin/sectors', () => {
  const tree = () => [
    sector({
      children: [
        {
          ...sector({
            id: 'sector-2',
            parentId: 'sector-1',
            slug: 'insaat-beton',
            nameTr: 'Hazır Beton',
            nameEn: 'Ready-Mix Concrete',
            companyCount: 3,
          }),
        },
        {
          ...sector({
            id: 'sector-3',
            parentId: 'sector-1',
            slug: 'insaat-cati',
            nameTr: 'Çatı',
            nameEn: 'Roofing',
            isActive: false,
          }),
        },
      ],
    }),
    sector({ id: 'sector-4', slug: 'gida', nameTr: 'Gıda', nameEn: 'Food', sortOrder: 1 }),
  ];

  it('shows parents with their children and adds a sector through the modal', async () => {
    const { user, api } = renderApp('/admin/sectors', {
      me: admin,
      handlers: {
        'GET /api/admin/sectors': () => jsonResponse(200, tree()),
        'POST /api/admin/sectors': (request) =>
          jsonResponse(201, {
            ...sector({ id: 'sector-9', parentId: 'sector-4' }),
            ...(request.body as object),
          }),
      },
    });
    expect(await screen.findAllByTestId('sector-parent')).toHaveLength(2);
    expect(screen.getAllByTestId('sector-child')).toHaveLength(2);
    expect(screen.getByText('3 şirket')).toBeInTheDocument();
    expect(screen.getByText('Pasif')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Alt sektör ekle: Gıda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni sektör' });
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Türkçe ad zorunludur')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Türkçe ad' }), 'Süt Ürünleri');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'İngilizce ad' }),
      'Dairy Products',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(api.sent('POST', '/api/admin/sectors')).toHaveLength(1));
    expect(api.sent('POST', '/api/admin/sectors')[0]?.body).toEqual({
      nameTr: 'Süt Ürünleri',
      nameEn: 'Dairy Products',
      parentId: 'sector-4',
      isActive: true,
    });
    expect(await screen.findByText('Süt Ürünleri sektörü eklendi')).toBeInTheDocument();
  });

  it('edits a sector', async () => {
    const { user, api } = renderApp('/admin/sectors', {
      me: admin,
      handlers: {
        'GET /api/admin/sectors': () => jsonResponse(200, tree()),
        'PATCH /api/admin/sectors/sector-3': (request) =>
          jsonResponse(200, { ...tree()[0]!.children[1]!, ...(request.body as object) }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Düzenle: Çatı' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sektörü düzenle' });
    expect(within(dialog).getByRole('textbox', { name: 'Türkçe ad' })).toHaveValue('Çatı');
    await user.click(within(dialog).getByRole('switch', { name: /Aktif/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(api.sent('PATCH', '/api/admin/sectors/sector-3')).toHaveLength(1));
    expect(api.sent('PATCH', '/api/admin/sectors/sector-3')[0]?.body).toMatchObject({
      nameTr: 'Çatı',
      parentId: 'sector-1',
      isActive: true,
      sortOrder: 0,
    });
  });

  it('asks before deleting and shows the server’s refusal', async () => {
    const refusal =
      'Bu sektörü 3 şirket kullanıyor; silinemez. Bunun yerine sektörü pasif hale getirin.';
    const { user, api } = renderApp('/admin/sectors', {
      me: admin,
      handlers: {
        'GET /api/admin/sectors': () => jsonResponse(200, tree()),
        'DELETE /api/admin/sectors/sector-2': () =>
          problemResponse(409, 'CONFLICT', 'Çakışma', { detail: refusal }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Sil: Hazır Beton' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sektörü sil' });
    expect(api.sent('DELETE', '/api/admin/sectors/sector-2')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(api.sent('DELETE', '/api/admin/sectors/sector-2')).toHaveLength(1));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it('asks for the sector tree again from the load error', async () => {
    const { user, api } = renderApp('/admin/sectors', {
      me: admin,
      handlers: {
        'GET /api/admin/sectors': failingOnce(() => jsonResponse(200, tree())),
      },
    });
    const alert = await findLoadError(`Liste yüklenemedi: ${LOAD_FAILURE_DETAIL}`);
    expect(api.sent('GET', '/api/admin/sectors')).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findAllByTestId('sector-parent')).toHaveLength(2);
    expect(api.sent('GET', '/api/admin/sectors')).toHaveLength(2);
    expect(screen.queryByText(/Liste yüklenemedi/)).not.toBeInTheDocument();
  });
});
