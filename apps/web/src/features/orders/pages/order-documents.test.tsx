import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderView } from '@teklifal/core';
import { setLocale } from '../../../lib/i18n.ts';
import { jsonResponse, renderApp, resetApp, testMe } from '../../../test/render.tsx';
import { orderView } from '../test-helpers.ts';

afterEach(async () => {
  resetApp();
  await setLocale('tr');
});

const me = testMe({ isBuyerConfirmed: 'yes', isSellerConfirmed: 'yes' });

const openDetails = (order: OrderView) =>
  renderApp('/orders/order-1', {
    me,
    handlers: { 'GET /api/orders/order-1': () => jsonResponse(200, order) },
  });

/** A shipped order as its seller sees it: every document but the invoice. */
const shippedForSeller = orderView({
  side: 'seller',
  status: 'shipped',
  documents: { invoice: false, despatchAdvice: true, purchaseOrder: true, orderResponse: true },
});

/** The order page's documents panel, once shown. */
const openDocuments = async (order: OrderView) => {
  openDetails(order);
  return within(await screen.findByTestId('order-documents'));
};

/** Two lines at 20 % and one at 10 %: KDV per line, per rate and the totals. */
const multiRate = (overrides: Partial<OrderView> = {}) => {
  const base = orderView();
  return orderView({
    items: [
      ...base.items,
      {
        id: 'item-3',
        adItemId: 'ad-item-3',
        position: 2,
        name: 'Teknik kitap',
        specification: null,
        quantity: '3',
        unit: 'paket',
        unitPrice: '9.99',
        lineTotal: '29.97',
        vatRate: 10,
        vatAmount: '3.00',
        grossTotal: '32.97',
      },
    ],
    total: '12530.47',
    vatTotal: '2503.10',
    grossTotal: '15033.57',
    vatByRate: [
      { rate: 10, net: '29.97', vat: '3.00', gross: '32.97' },
      { rate: 20, net: '12500.50', vat: '2500.10', gross: '15000.60' },
    ],
    ...overrides,
  });
};

describe('the purchase order’s parties and KDV', () => {
  it('names both companies by ünvan, VKN or TCKN, vergi dairesi, MERSİS and address', async () => {
    openDetails(multiRate());
    const buyer = within(await screen.findByTestId('order-tax-identity-buyer'));
    expect(buyer.getByText('Yılmaz Makina A.Ş.')).toBeInTheDocument();
    expect(buyer.getByTestId('order-tax-identity-buyer-tax-number')).toHaveTextContent(
      'VKN: 1234567890',
    );
    expect(buyer.getByText('0123456789000015')).toBeInTheDocument();
    expect(
      buyer.getByText('Caferağa Mah. Moda Cad. No: 1, Kadıköy / İstanbul'),
    ).toBeInTheDocument();
    expect(buyer.getByText('Vergi dairesi:', { exact: false }).parentElement).toHaveTextContent(
      'Vergi dairesi: Kadıköy',
    );
    const seller = within(screen.getByTestId('order-tax-identity-seller'));
    expect(seller.getByTestId('order-tax-identity-seller-tax-number')).toHaveTextContent(
      'TCKN: 10000000146',
    );
    expect(seller.queryByText(/MERSİS/)).toBeNull();
    expect(seller.getByText('Gebze OSB 3. Cadde No: 12, Gebze / Kocaeli')).toBeInTheDocument();
    expect(screen.getByText('Siparişin oluştuğu andaki şirket bilgileri')).toBeInTheDocument();
  });

  it('shows each line’s KDV rate, net, KDV and gross, KDV per rate and the totals', async () => {
    openDetails(multiRate());
    const rows = (await screen.findAllByTestId('order-item')).map((row) => within(row));
    expect(rows[0]?.getByText('%20')).toBeInTheDocument();
    expect(rows[0]?.getByText('₺2.000,00')).toBeInTheDocument();
    expect(rows[0]?.getByText('₺12.000,00')).toBeInTheDocument();
    expect(rows[2]?.getByText('%10')).toBeInTheDocument();
    expect(rows[2]?.getByText('₺32,97')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('₺12.530,47');
    const subtotals = screen.getAllByTestId('order-vat-subtotal');
    expect(subtotals.map((row) => row.textContent)).toEqual(['₺3,00', '₺2.500,10']);
    const totals = within(screen.getByTestId('order-totals'));
    expect(totals.getByText('KDV (%10)')).toBeInTheDocument();
    expect(totals.getByText('KDV (%20)')).toBeInTheDocument();
    expect(screen.getByTestId('order-gross-total')).toHaveTextContent('₺15.033,57');
  });

  it('in English, labels a TCKN as such and the KDV as VAT', async () => {
    await setLocale('en');
    openDetails(multiRate());
    const seller = within(await screen.findByTestId('order-tax-identity-seller'));
    expect(seller.getByTestId('order-tax-identity-seller-tax-number')).toHaveTextContent(
      'Turkish ID number (TCKN): 10000000146',
    );
    expect(screen.getByText('Grand total (incl. VAT)')).toBeInTheDocument();
    expect(screen.getByText('VAT (20%)')).toBeInTheDocument();
    expect(within(screen.getAllByTestId('order-item')[2]!).getByText('10%')).toBeInTheDocument();
  });
});

describe('the seller’s e-Fatura and e-İrsaliye downloads', () => {
  it('are not offered when the order allows none (the buyer, or too early)', async () => {
    const panel = await openDocuments(orderView());
    expect(panel.queryByText('e-Fatura ve e-İrsaliye')).toBeNull();
    expect(panel.queryByRole('link', { name: 'Faturayı indir (XML)' })).toBeNull();
    expect(panel.queryByRole('link', { name: 'e-İrsaliyeyi indir (XML)' })).toBeNull();
  });

  it('offer the invoice in the chosen scenario and the despatch advice', async () => {
    const { user } = openDetails(
      orderView({
        side: 'seller',
        status: 'completed',
        documents: {
          invoice: true,
          despatchAdvice: true,
          purchaseOrder: true,
          orderResponse: true,
        },
      }),
    );
    const panel = within(await screen.findByTestId('order-documents'));
    const invoice = panel.getByRole('link', { name: 'Faturayı indir (XML)' });
    expect(invoice).toHaveAttribute(
      'href',
      '/api/orders/order-1/documents/invoice?profile=TEMELFATURA',
    );
    // Mantine's dropdown stays in a transition in the test DOM: its options count as hidden.
    const select = panel.getByRole('combobox', { name: 'Fatura senaryosu' });
    await user.click(select);
    await waitFor(() => expect(select).toHaveAttribute('aria-expanded', 'true'));
    const list = within(document.getElementById(select.getAttribute('aria-controls') ?? '')!);
    await user.click(
      list.getByRole('option', {
        name: 'e-Arşiv fatura (alıcı e-Fatura kullanıcısı değil)',
        hidden: true,
      }),
    );
    expect(invoice).toHaveAttribute(
      'href',
      '/api/orders/order-1/documents/invoice?profile=EARSIVFATURA',
    );
    expect(panel.getByRole('link', { name: 'e-İrsaliyeyi indir (XML)' })).toHaveAttribute(
      'href',
      '/api/orders/order-1/documents/despatch-advice',
    );
  });

  it('a shipped order offers the despatch advice and says when the invoice comes', async () => {
    openDetails(shippedForSeller);
    const panel = within(await screen.findByTestId('order-documents'));
    expect(panel.queryByRole('link', { name: 'Faturayı indir (XML)' })).toBeNull();
    expect(panel.getByText('Fatura, sipariş tamamlandığında indirilebilir.')).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'e-İrsaliyeyi indir (XML)' })).toBeInTheDocument();
  });
});

describe('the purchase order and the seller’s answer (UBL XML for an ERP)', () => {
  it('the buyer downloads the purchase order, and is told when the answer comes', async () => {
    const panel = await openDocuments(orderView());
    expect(panel.getByRole('heading', { name: 'Sipariş belgeleri (XML)' })).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Siparişi indir (XML)' })).toHaveAttribute(
      'href',
      '/api/orders/order-1/documents/order',
    );
    expect(panel.queryByRole('link', { name: 'Satıcının yanıtını indir (XML)' })).toBeNull();
    expect(
      panel.getByText(
        'Satıcının yanıtı, satıcı siparişi onayladığında veya reddettiğinde indirilebilir.',
      ),
    ).toBeInTheDocument();
  });

  it('once the seller has answered, both documents, beside the seller’s own', async () => {
    const panel = await openDocuments(shippedForSeller);
    expect(panel.getByRole('link', { name: 'Satıcının yanıtını indir (XML)' })).toHaveAttribute(
      'href',
      '/api/orders/order-1/documents/order-response',
    );
    expect(panel.getByRole('link', { name: 'Siparişi indir (XML)' })).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'e-İrsaliyeyi indir (XML)' })).toBeInTheDocument();
    expect(panel.queryByText(/Satıcının yanıtı, satıcı/)).toBeNull();
  });

  it('in English', async () => {
    await setLocale('en');
    const panel = await openDocuments(
      orderView({
        status: 'confirmed',
        documents: {
          invoice: false,
          despatchAdvice: false,
          purchaseOrder: true,
          orderResponse: true,
        },
      }),
    );
    expect(panel.getByRole('heading', { name: 'Order documents (XML)' })).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Download purchase order (XML)' })).toBeInTheDocument();
    expect(
      panel.getByRole('link', { name: 'Download seller’s response (XML)' }),
    ).toBeInTheDocument();
  });
});
