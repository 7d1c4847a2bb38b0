import type { DenialCode, MessageKey } from '@teklifal/core';

/** The specification's error catalogue (§8): the dialog shown for each refusal. */
export const GUARD_DIALOGS: Record<DenialCode, { titleKey: MessageKey; textKey: MessageKey }> = {
  AUTH_REQUIRED: { titleKey: 'guard.authRequiredTitle', textKey: 'guard.authRequiredText' },
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
