import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, resetApp, testMe } from '../../test/render.tsx';

afterEach(resetApp);

const NAV = [
  { key: 'home', label: 'Anasayfa', to: '/dashboard' },
  { key: 'ads', label: 'İlanlar', to: '/ads' },
  { key: 'buyerOrders', label: 'Siparişler', to: '/myorders' },
  { key: 'sellerOrders', label: 'Siparişler - Satıcı', to: '/sellermyorders' },
  { key: 'myAds', label: 'İlanlarım', to: '/myads' },
  { key: 'support', label: 'Destek', to: '/support' },
] as const;

/** The header's navigation bar (the mobile drawer stays closed, so it is the only one). */
async function navItem(key: string) {
  await screen.findByTestId('greeting');
  const items = document.querySelectorAll<HTMLElement>(`header [data-nav="${key}"]`);
  expect(items).toHaveLength(1);
  return items[0] as HTMLElement;
}

function expectLink(item: HTMLElement, label: string, to: string) {
  expect(item.tagName).toBe('A');
  expect(item).toHaveAttribute('href', to);
  expect(item).toHaveTextContent(label);
  expect(item).not.toHaveAttribute('aria-disabled');
}

function expectGreyed(item: HTMLElement, label: string) {
  expect(item.tagName).not.toBe('A');
  expect(item).not.toHaveAttribute('href');
  expect(item).toHaveAttribute('aria-disabled', 'true');
  expect(item).toHaveTextContent(label);
  expect(item.closest('a')).toBeNull();
}

/**
 * An item of an open Mantine menu. In the test DOM every box measures 0×0, so Floating UI reports the
 * menu's target as clipped and Mantine hides the dropdown with `display: none` (it skips that
 * only under `MantineProvider env="test"`, which AppProviders does not set). The items are
 * mounted only while the menu is open, so `hidden: true` still proves the menu opened.
 */
const menuItem = (name: string) => screen.findByRole('menuitem', { name, hidden: true });

describe('the signed-in navigation', () => {
  it('greys the role pages of a company with no approvals', async () => {
    renderApp('/dashboard', {
      me: testMe({ isBuyerConfirmed: 'pending', isSellerConfirmed: 'no' }),
    });

    for (const item of NAV) {
      const element = await navItem(item.key);
      if (item.key === 'home' || item.key === 'support') expectLink(element, item.label, item.to);
      else expectGreyed(element, item.label);
    }
    const nav = screen.getByRole('navigation', { name: 'Anasayfa' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Anasayfa', 'Destek']);
  });

  it('opens every item to a confirmed buyer and seller', async () => {
    renderApp('/dashboard', {
      me: testMe({ isBuyerConfirmed: 'yes', isSellerConfirmed: 'yes' }),
    });

    for (const item of NAV) expectLink(await navItem(item.key), item.label, item.to);
    expect(document.querySelectorAll('header [aria-disabled="true"]')).toHaveLength(0);
  });

  it('greets the user and opens the user menu', async () => {
    const { user } = renderApp('/dashboard', {
      me: testMe({ isBuyerConfirmed: 'yes', isSellerConfirmed: 'no' }),
    });

    expect(await screen.findByTestId('greeting')).toHaveTextContent('Merhaba, Ayşe Yılmaz');
    expect(screen.queryByRole('menuitem', { name: 'Çıkış', hidden: true })).toBeNull();

    const target = screen.getByRole('button', { name: /Kullanıcı menüsü$/ });
    expect(target).toHaveAttribute('aria-expanded', 'false');
    await user.click(target);
    expect(target).toHaveAttribute('aria-expanded', 'true');

    expect(await menuItem('Dashboard')).toHaveAttribute('href', '/dashboard');
    expect(await menuItem('Ayarlar')).toHaveAttribute('href', '/profile');
    expect(await menuItem('Çıkış')).toHaveAttribute('href', '/logout');
    expect(screen.queryByRole('menuitem', { name: 'Yönetim', hidden: true })).toBeNull();
  });
});
