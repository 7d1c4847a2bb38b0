import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiKeyView, CreatedApiKey, Me } from '@teklifal/core';
import { i18n, setLocale } from '../../../lib/i18n.ts';
import { jsonResponse, renderApp, resetApp, testMe } from '../../../test/render.tsx';

afterEach(async () => {
  resetApp();
  if (i18n.language !== 'tr') await setLocale('tr');
});

const key = (overrides: Partial<ApiKeyView> = {}): ApiKeyView => ({
  id: 'key-1',
  name: 'Logo ERP',
  prefix: 'tk_live_ab12cd34',
  scopes: ['ads:read', 'orders:read'],
  createdBy: { id: 'user-1', name: 'Ayşe Yılmaz' },
  createdAt: '2026-11-20T09:00:00.000Z',
  lastUsedAt: '2026-11-27T10:15:00.000Z',
  expiresAt: null,
  revokedAt: null,
  status: 'active',
  ...overrides,
});

const KEYS = [
  key(),
  key({
    id: 'key-2',
    name: 'Eski entegrasyon',
    prefix: 'tk_live_zz99yy88',
    scopes: ['chat'],
    lastUsedAt: null,
    revokedAt: '2026-11-21T09:00:00.000Z',
    status: 'revoked',
  }),
];

const CREATED: CreatedApiKey = {
  key: key({ id: 'key-3', name: 'Mikro', prefix: 'tk_live_new00001', lastUsedAt: null }),
  secret: 'tk_live_new00001SECRETSECRETSECRETSECRETSECRET',
};

function keysApi() {
  return {
    'GET /api/my-company/api-keys': () => jsonResponse(200, { items: KEYS }),
    'POST /api/my-company/api-keys': () => jsonResponse(201, CREATED),
    'POST /api/my-company/api-keys/key-1/revoke': () =>
      jsonResponse(200, key({ status: 'revoked', revokedAt: '2026-11-28T09:00:00.000Z' })),
  };
}

const meAs = (companyRole: Me['companyRole']): Me => ({ ...testMe({}), companyRole });

describe('/my-company/integrations in Turkish', () => {
  it('lists the keys with prefix, scopes, creator, last use, expiry and status', async () => {
    renderApp('/my-company/integrations', { me: meAs('owner'), handlers: keysApi() });
    expect(await screen.findByRole('heading', { name: 'Entegrasyonlar' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'API anahtarları' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Webhook’lar' })).toBeInTheDocument();
    const table = within(await screen.findByTestId('api-keys-table'));
    for (const column of ['Anahtar', 'Ad', 'Yetkiler', 'Oluşturan', 'Son kullanım', 'Durum']) {
      expect(table.getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    const [, active, revoked] = table.getAllByRole('row');
    const activeRow = within(active as HTMLElement);
    expect(activeRow.getByText('tk_live_ab12cd34…')).toBeInTheDocument();
    expect(activeRow.getByText('İlanları okuma')).toBeInTheDocument();
    expect(activeRow.getByText('Siparişleri okuma')).toBeInTheDocument();
    expect(activeRow.getByText('Ayşe Yılmaz')).toBeInTheDocument();
    expect(activeRow.getByText('Süresiz')).toBeInTheDocument();
    expect(activeRow.getByText('Etkin')).toBeInTheDocument();
    expect(activeRow.getByRole('button', { name: 'İptal et' })).toBeInTheDocument();
    const revokedRow = within(revoked as HTMLElement);
    expect(revokedRow.getByText('İptal edildi')).toBeInTheDocument();
    expect(revokedRow.getByText('Hiç')).toBeInTheDocument();
    expect(revokedRow.queryByRole('button', { name: 'İptal et' })).toBeNull();
    // The phone's cards hold the same keys.
    expect(within(screen.getByTestId('api-keys-cards')).getByText('Eski entegrasyon')).toBeTruthy();
  });

  it('creates a key and shows its secret once, with a copy button', async () => {
    const { user, api } = renderApp('/my-company/integrations', {
      me: meAs('owner'),
      handlers: keysApi(),
    });
    await user.click(await screen.findByRole('button', { name: 'Yeni anahtar' }));
    const form = within(await screen.findByRole('dialog', { name: 'Yeni API anahtarı' }));
    await user.type(form.getByRole('textbox', { name: 'Anahtar adı' }), 'Mikro');
    await user.click(form.getByRole('checkbox', { name: 'Teklif verme' }));
    await user.click(form.getByRole('button', { name: 'Yeni anahtar' }));

    const reveal = within(await screen.findByRole('dialog', { name: 'Anahtarınız oluşturuldu' }));
    expect(api.sent('POST', '/api/my-company/api-keys')[0]?.body).toEqual({
      name: 'Mikro',
      scopes: ['ads:read', 'bids:write'],
      expiresAt: null,
    });
    expect(reveal.getByTestId('api-key-secret')).toHaveTextContent(CREATED.secret);
    expect(reveal.getByText(/bir daha gösterilmeyecek/)).toBeInTheDocument();
    expect(reveal.getByRole('button', { name: 'Kopyala' })).toBeInTheDocument();
    await user.click(reveal.getByRole('button', { name: 'Kaydettim, kapat' }));
    await waitFor(() => expect(screen.queryByText(CREATED.secret)).toBeNull());
  });

  it('names the missing fields before sending', async () => {
    const { user, api } = renderApp('/my-company/integrations', {
      me: meAs('admin'),
      handlers: keysApi(),
    });
    await user.click(await screen.findByRole('button', { name: 'Yeni anahtar' }));
    const form = within(await screen.findByRole('dialog', { name: 'Yeni API anahtarı' }));
    await user.click(form.getByRole('checkbox', { name: 'İlanları okuma' }));
    await user.click(form.getByRole('button', { name: 'Yeni anahtar' }));
    expect(await form.findByText('Anahtar adı zorunludur')).toBeInTheDocument();
    expect(form.getByText('En az bir yetki seçmelisiniz')).toBeInTheDocument();
    expect(api.sent('POST', '/api/my-company/api-keys')).toHaveLength(0);
  });

  it('revokes a key after a confirm', async () => {
    const { user, api } = renderApp('/my-company/integrations', {
      me: meAs('owner'),
      handlers: keysApi(),
    });
    const table = within(await screen.findByTestId('api-keys-table'));
    await user.click(table.getByRole('button', { name: 'İptal et' }));
    const confirm = within(
      await screen.findByRole('dialog', { name: 'Anahtar iptal edilsin mi?' }),
    );
    expect(confirm.getByText(/tk_live_ab12cd34…/)).toBeInTheDocument();
    expect(api.sent('POST', '/api/my-company/api-keys/key-1/revoke')).toHaveLength(0);
    await user.click(confirm.getByRole('button', { name: 'İptal et' }));
    await waitFor(() =>
      expect(api.sent('POST', '/api/my-company/api-keys/key-1/revoke')).toHaveLength(1),
    );
    expect(await screen.findByText('Anahtar iptal edildi.')).toBeInTheDocument();
  });

  it('tells a member that only managers manage keys, and asks for none', async () => {
    const { api } = renderApp('/my-company/integrations', {
      me: meAs('member'),
      handlers: keysApi(),
    });
    expect(await screen.findByTestId('integrations-managers-only')).toHaveTextContent(
      'yalnızca şirket sahibi ve yöneticileri',
    );
    expect(api.sent('GET', '/api/my-company/api-keys')).toHaveLength(0);
  });
});

describe('/my-company/integrations in English', () => {
  it('shows the page, the list and the form in English', async () => {
    await setLocale('en');
    const { user } = renderApp('/my-company/integrations', {
      me: { ...meAs('owner'), user: { ...meAs('owner').user, locale: 'en' } },
      handlers: keysApi(),
    });
    expect(await screen.findByRole('heading', { name: 'Integrations' })).toBeInTheDocument();
    const table = within(await screen.findByTestId('api-keys-table'));
    expect(table.getByRole('columnheader', { name: 'Last used' })).toBeInTheDocument();
    expect(table.getByText('Read orders')).toBeInTheDocument();
    expect(table.getByText('Revoked')).toBeInTheDocument();
    expect(table.getAllByText('No expiry')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'New key' }));
    const form = within(await screen.findByRole('dialog', { name: 'New API key' }));
    for (const scope of ['Read ads', 'Create and edit ads', 'Place bids', 'Award ads', 'Chat']) {
      expect(form.getByRole('checkbox', { name: scope })).toBeInTheDocument();
    }
    expect(
      form.getByText('Leave empty for a key that is valid until revoked.'),
    ).toBeInTheDocument();
  });
});
