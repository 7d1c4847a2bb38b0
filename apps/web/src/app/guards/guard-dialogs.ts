import type { DenialCode, MessageKey } from '@teklifal/core';

/**
 * The specification's error catalogue (§8): the dialog shown for each refusal. AUTH_REQUIRED has
 * none: /login says it above its form (features/auth/components/login-notices.tsx).
 */
export const GUARD_DIALOGS: Record<
  Exclude<DenialCode, 'AUTH_REQUIRED'>,
  { titleKey: MessageKey; textKey: MessageKey }
> = {
  COMPANY_REQUIRED: {
    titleKey: 'guard.companyRequiredTitle',
    textKey: 'guard.companyRequiredText',
  },
  BUYER_NOT_CONFIRMED: {
    titleKey: 'guard.accessDeniedTitle',
    textKey: 'guard.buyerNotConfirmedText',
  },
  SELLER_NOT_CONFIRMED: {
    titleKey: 'guard.accessDeniedTitle',
    textKey: 'guard.sellerNotConfirmedText',
  },
  NOT_OWNER_OR_SELLER: {
    titleKey: 'guard.accessDeniedTitle',
    textKey: 'guard.notOwnerOrSellerText',
  },
  OWN_AD_BID: { titleKey: 'guard.ownAdBidTitle', textKey: 'guard.ownAdBidText' },
  FORBIDDEN: { titleKey: 'guard.accessDeniedTitle', textKey: 'guard.adminOnlyText' },
};
