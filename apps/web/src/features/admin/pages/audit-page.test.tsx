import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEntryView } from '@teklifal/core';
import { setLocale } from '../../../lib/i18n.ts';
import { jsonResponse, renderApp, resetApp } from '../../../test/render.tsx';
import { failingOnce, findLoadError, LOAD_FAILURE_DETAIL } from '../../../test/load-failure.ts';
import { admin, page, pickOption, queryOf } from '../test-helpers.ts';

afterEach(async () => {
  resetApp();
  await setLocale('tr');
});

const entry = (overrides: Partial<AuditEntryView> = {}): AuditEntryView => ({
  id: 'audit-1',
  action: 'company.approved',
  entityType: 'company',
  entityId: 'company-1',
  companyId: 'company-1',
  companyName: 'Anadolu Makine Sanayi A.Ş.',
  actor: { id: 'admin-1', name: 'Platform Yöneticisi', email: 'yonetici@teklifal.com.tr' },
  data: { role: 'buyer', from: 'pending', to: 'yes' },
  ip: '127.0.0.1',
  createdAt: '2026-03-01T09:00:00.000Z',
  ...overrides,
});

/** The facets of a log that holds entry() alone. */
const oneEntryFacets = () =>
  jsonResponse(200, { actions: ['company.approved'], entityTypes: ['company'] });

/** The audit page at `path` over a log that holds entry() alone, once its row shows. */
async function openOneEntryLog(path: string) {
  const rendered = renderApp(path, {
    me: admin,
    handlers: {
      'GET /api/admin/audit': () => jsonResponse(200, page([entry()])),
      'GET /api/admin/audit/facets': oneEntryFacets,
    },
  });
  await screen.findAllByTestId('audit-row');
  return rendered;
}

describe('/admin/audit', () => {
  it('shows entries with the actor, expands their data, and filters', async () => {
    const { user, api } = renderApp('/admin/audit', {
      me: admin,
      handlers: {
        'GET /api/admin/audit': () =>
          jsonResponse(
            200,
            page([
              entry(),
              entry({
                id: 'audit-2',
                action: 'ad.closed',
                entityType: 'ad',
                actor: null,
                companyId: null,
                companyName: null,
                data: {},
              }),
            ]),
          ),
        'GET /api/admin/audit/facets': () =>
          jsonResponse(200, {
            actions: ['ad.closed', 'company.approved'],
            entityTypes: ['ad', 'company'],
          }),
      },
    });
    const rows = await screen.findAllByTestId('audit-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Şirket rolü onaylandı')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('yonetici@teklifal.com.tr')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Sistem')).toBeInTheDocument();

    await user.click(within(rows[0]!).getByRole('button', { name: 'Veriyi göster' }));
    expect(await screen.findByText(/"from": "pending"/)).toBeInTheDocument();
    await user.click(within(rows[0]!).getByRole('button', { name: 'Veriyi gizle' }));
    await waitFor(() => expect(screen.queryByText(/"from": "pending"/)).not.toBeInTheDocument());

    await pickOption(user, 'Kayıt türü', 'İlan');
    await waitFor(() =>
      expect(queryOf(api.sent('GET', '/api/admin/audit').at(-1)!).get('entityType')).toBe('ad'),
    );
    await user.click(screen.getByRole('textbox', { name: 'Başlangıç tarihi' }));
    await user.paste('01.03.2026');
    await user.tab();
    await waitFor(() =>
      expect(queryOf(api.sent('GET', '/api/admin/audit').at(-1)!).get('from')).toBe('2026-03-01'),
    );
    await user.click(screen.getByRole('button', { name: 'Filtreleri temizle' }));
    await waitFor(() => {
      const last = queryOf(api.sent('GET', '/api/admin/audit').at(-1)!);
      expect(last.get('entityType')).toBeNull();
      expect(last.get('from')).toBeNull();
    });
  });

  it('takes its days as dd.mm.yyyy and refuses an end before the start, naming it', async () => {
    const { user, api } = await openOneEntryLog('/admin/audit?from=2026-03-10');
    expect(screen.getByRole('textbox', { name: 'Başlangıç tarihi' })).toHaveValue('10.03.2026');
    const to = screen.getByRole('textbox', { name: 'Bitiş tarihi' });
    await user.click(to);
    await user.paste('01.03.2026');
    await user.tab();
    expect(
      await screen.findByText('Bitiş tarihi, başlangıç tarihinden önce olamaz'),
    ).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    // The list keeps the last valid filters: no request goes out with the range upside down.
    expect(api.sent('GET', '/api/admin/audit').some((r) => queryOf(r).get('to'))).toBe(false);

    await user.clear(to);
    await user.paste('20.03.2026');
    await user.tab();
    await waitFor(() =>
      expect(queryOf(api.sent('GET', '/api/admin/audit').at(-1)!).get('to')).toBe('2026-03-20'),
    );
    expect(
      screen.queryByText('Bitiş tarihi, başlangıç tarihinden önce olamaz'),
    ).not.toBeInTheDocument();
  });

  it('shows and takes its days the English way, with the error in English', async () => {
    await setLocale('en');
    const { user } = await openOneEntryLog('/admin/audit?from=2026-03-10');
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('10 Mar 2026');
    const to = screen.getByRole('textbox', { name: 'To' });
    await user.click(to);
    await user.paste('1 Mar 2026');
    await user.tab();
    expect(await screen.findByText('“To” cannot be before “From”')).toBeInTheDocument();
    // Day first with dots is taken too, and shown back the English way.
    await user.clear(to);
    await user.paste('20.03.2026');
    await user.tab();
    await waitFor(() => expect(to).toHaveValue('20 Mar 2026'));
    expect(screen.queryByText('“To” cannot be before “From”')).not.toBeInTheDocument();
  });

  it('names every action in the interface language, with its code beside it for staff', async () => {
    const entries = [
      entry({ id: 'a1', action: 'bid.accepted', entityType: 'bid', data: {} }),
      entry({ id: 'a2', action: 'order.declined', entityType: 'order', data: {} }),
      entry({ id: 'a3', action: 'retired.code', entityType: 'thing', data: {} }),
    ];
    const handlers = {
      'GET /api/admin/audit': () => jsonResponse(200, page(entries)),
      'GET /api/admin/audit/facets': () =>
        jsonResponse(200, {
          actions: ['bid.accepted', 'order.declined', 'retired.code'],
          entityTypes: ['bid', 'order', 'thing'],
        }),
    };
    const { user } = renderApp('/admin/audit', { me: admin, handlers });
    let rows = await screen.findAllByTestId('audit-row');
    expect(within(rows[0]!).getByText('Teklif kabul edildi')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('bid.accepted')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Teklif')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Sipariş reddedildi')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('order.declined')).toBeInTheDocument();
    // A code no catalogue names (an old line) shows as it is.
    expect(within(rows[2]!).getByText('retired.code')).toBeInTheDocument();

    // The action filter offers the names, found with core's folding rule.
    const actionFilter = screen.getByRole('combobox', { name: 'İşlem' });
    await user.type(actionFilter, 'siparis');
    const listbox = document.getElementById(actionFilter.getAttribute('aria-controls') ?? '');
    await waitFor(() =>
      expect(
        within(listbox!)
          .getAllByRole('option', { hidden: true })
          .map((option) => option.textContent),
      ).toEqual(['Sipariş reddedildi']),
    );

    resetApp();
    await setLocale('en');
    renderApp('/admin/audit', { me: admin, handlers });
    rows = await screen.findAllByTestId('audit-row');
    expect(within(rows[0]!).getByText('Bid accepted')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Order declined')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Order')).toBeInTheDocument();
  });

  it('asks for the audit log again from the load error', async () => {
    const { user, api } = renderApp('/admin/audit', {
      me: admin,
      handlers: {
        'GET /api/admin/audit': failingOnce(() => jsonResponse(200, page([entry()]))),
        'GET /api/admin/audit/facets': oneEntryFacets,
      },
    });
    const alert = await findLoadError(`Liste yüklenemedi: ${LOAD_FAILURE_DETAIL}`);
    expect(api.sent('GET', '/api/admin/audit')).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findAllByTestId('audit-row')).toHaveLength(1);
    expect(api.sent('GET', '/api/admin/audit')).toHaveLength(2);
    expect(screen.queryByText(/Liste yüklenemedi/)).not.toBeInTheDocument();
  });
});
