import type { MessageKey } from '../i18n/types.ts';
import { canAccess, type Actor, type Requirement } from './access.ts';

export interface NavItem {
  key: string;
  labelKey: MessageKey;
  to: string;
  requirement: Requirement;
}

/** The signed-in navigation bar (specification §2), in its order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'home', labelKey: 'nav.home', to: '/dashboard', requirement: { kind: 'company' } },
  { key: 'ads', labelKey: 'nav.ads', to: '/ads', requirement: { kind: 'seller' } },
  {
    key: 'buyerOrders',
    labelKey: 'nav.buyerOrders',
    to: '/myorders',
    requirement: { kind: 'buyer' },
  },
  {
    key: 'sellerOrders',
    labelKey: 'nav.sellerOrders',
    to: '/sellermyorders',
    requirement: { kind: 'seller' },
  },
  { key: 'myAds', labelKey: 'nav.myAds', to: '/myads', requirement: { kind: 'buyer' } },
  { key: 'support', labelKey: 'nav.support', to: '/support', requirement: { kind: 'signedIn' } },
];

/** A nav item the actor may not use is shown greyed and cannot be clicked. */
export const isNavItemEnabled = (actor: Actor, item: NavItem) => canAccess(actor, item.requirement);
