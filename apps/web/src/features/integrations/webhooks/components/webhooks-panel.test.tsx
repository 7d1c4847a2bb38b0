import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  Me,
  WebhookDeliveriesPage,
  WebhookEndpointCreated,
  WebhookEndpointView,
} from '@teklifal/core';
import { i18n, setLocale } from '../../../../lib/i18n.ts';
import { jsonResponse, renderApp, resetApp, testMe } from '../../../../test/render.tsx';

afterEach(async () => {
  resetApp();
  if (i18n.language !== 'tr') await setLocale('tr');
});

const endpoint = (overrides: Partial<WebhookEndpointView> = {}): WebhookEndpointView => ({
  id: 'hook-1',
  url: 'https://erp.ornek.com.tr/teklifal',
  description: 'Logo ERP',
  events: ['bid.received', 'order.created'],
  enabled: true,
  includeOrderDocument: false,
  disabledReason: null,
  failingSince: null,
  secretHint: 'whsec_AbCdEf',
  createdAt: '2026-11-20T09:00:00.000Z',
  ...overrides,
});

const LOG: WebhookDeliveriesPage = {
  items: [
    {
      id: 'delivery-1',
      eventId: 'event-1',
      type: 'bid.received',
      status: 'pending',
      attempts: 3,
      createdAt: '2026-11-28T09:00:00.000Z',
      nextAttemptAt: '2026-11-28T09:07:00.000Z',
      lastAttemptAt: '2026-11-28T09:03:00.000Z',
      statusCode: 503,
      latencyMs: 412,
      response: 'Service Unavailable',
      error: 'HTTP 503',
    },
  ],
  page: 1,
  pageSize: 20,
  total: 1,
};

const CREATED: WebhookEndpointCreated = {
  endpoint: endpoint({ id: 'hook-2' }),
  secret: 'whsec_SECRETSECRETSECRETSECRETSECRET',
};

const owner: Me = { ...testMe({}), companyRole: 'owner' };

async function openWebhooksTab(handlers: Record<string, () => Response>) {
  renderApp('/my-company/integrations', { me: owner, handlers });
  fireEvent.click(await screen.findByRole('tab', { name: 'Webhook’lar' }));
}

describe('the webhooks panel in Turkish', () => {
  it('says there is no endpoint yet', async () => {
    await openWebhooksTab({
      'GET /api/integrations/webhooks': () => jsonResponse(200, { items: [] }),
    });
    expect(await screen.findByTestId('webhooks-empty')).toHaveTextContent(
      'Henüz webhook adresi yok',
    );
  });

  it('shows an endpoint switched off for failing, and its delivery log', async () => {
    await openWebhooksTab({
      'GET /api/integrations/webhooks': () =>
        jsonResponse(200, {
          items: [endpoint({ enabled: false, disabledReason: 'failing' })],
        }),
      'GET /api/integrations/webhooks/hook-1/deliveries': () => jsonResponse(200, LOG),
    });
    const card = within(await screen.findByTestId('webhook-endpoint'));
    expect(card.getByText('Kapalı')).toBeInTheDocument();
    expect(card.getByText('24 saat boyunca başarısız olduğu için kapatıldı')).toBeInTheDocument();
    expect(card.getByText('Teklif alındı')).toBeInTheDocument();
    fireEvent.click(card.getByRole('button', { name: 'Gönderimler' }));
    // A table on a desktop, cards on a phone: the same facts either way.
    const log = within(await screen.findByRole('dialog'));
    expect(await log.findByText('Service Unavailable')).toBeInTheDocument();
    expect(log.getByText('Teklif alındı')).toBeInTheDocument();
    expect(log.getByText(/503/)).toBeInTheDocument();
    expect(log.getByText(/412 ms/)).toBeInTheDocument();
    expect(log.getByText('Bekliyor')).toBeInTheDocument();
    expect(log.getByRole('button', { name: 'Yeniden gönder' })).toBeInTheDocument();
    expect(log.getByRole('button', { name: 'Deneme olayı gönder' })).toBeInTheDocument();
  });

  it('refuses an http address before sending, then shows the new secret once', async () => {
    await openWebhooksTab({
      'GET /api/integrations/webhooks': () => jsonResponse(200, { items: [] }),
      'POST /api/integrations/webhooks': () => jsonResponse(201, CREATED),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Webhook adresi ekle' }));
    const dialog = within(await screen.findByRole('dialog'));
    const url = dialog.getByLabelText(/Adres \(URL\)/);
    fireEvent.change(url, { target: { value: 'http://erp.ornek.com.tr/hooks' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Webhook adresi ekle' }));
    expect(await dialog.findByText(/geçerli bir adres \(https:\/\/…\)/)).toBeInTheDocument();
    fireEvent.change(url, { target: { value: 'https://erp.ornek.com.tr/hooks' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Webhook adresi ekle' }));
    await waitFor(() =>
      expect(screen.getByTestId('webhook-secret')).toHaveTextContent(CREATED.secret),
    );
  });
});

describe('the webhooks panel in English', () => {
  it('shows an endpoint switched off for failing and its delivery log in English', async () => {
    await setLocale('en');
    renderApp('/my-company/integrations', {
      me: { ...owner, user: { ...owner.user, locale: 'en' } },
      handlers: {
        'GET /api/integrations/webhooks': () =>
          jsonResponse(200, {
            items: [endpoint({ enabled: false, disabledReason: 'failing' })],
          }),
        'GET /api/integrations/webhooks/hook-1/deliveries': () => jsonResponse(200, LOG),
      },
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Webhooks' }));
    const card = within(await screen.findByTestId('webhook-endpoint'));
    expect(card.getByText('Switched off after failing for 24 hours')).toBeInTheDocument();
    expect(card.getByText('Bid received')).toBeInTheDocument();
    fireEvent.click(card.getByRole('button', { name: 'Deliveries' }));
    const log = within(await screen.findByRole('dialog', { name: 'Delivery log' }));
    expect(await log.findByText('Service Unavailable')).toBeInTheDocument();
    expect(log.getByText('Pending')).toBeInTheDocument();
    expect(log.getByRole('button', { name: 'Send again' })).toBeInTheDocument();
    expect(log.getByRole('button', { name: 'Send a test event' })).toBeInTheDocument();
  });
});
