import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type {
  AdAbilities,
  CompanyRecord,
  CompanySummary,
  CompanyView,
  Page,
  PublishedAdView,
} from '@teklifal/core';
import { OTHER_COMPANY_ID, OWN_COMPANY_ID, type ApiRequest } from './render.tsx';

/*
 * Small builders and helpers the feature tests share; each feature's test-helpers adds its
 * own records on top.
 */

type User = ReturnType<typeof userEvent.setup>;

/** An ad's abilities with every action refused; spread and switch on what a test needs. */
export const NO_AD_ABILITIES: AdAbilities = {
  edit: false,
  publish: false,
  close: false,
  extend: false,
  cancel: false,
  duplicate: false,
  award: false,
  viewBids: false,
  bid: false,
  ask: false,
  answer: false,
};

/** A company as lists and details name it (CompanySummary). */
export const companySummary = (
  id: string,
  name: string,
  overrides: Partial<CompanySummary> = {},
): CompanySummary => ({
  id,
  name,
  city: 'İstanbul',
  logoUrl: null,
  logoImage: null,
  ratingAvg: null,
  ratingCount: 0,
  ...overrides,
});

/**
 * The registered details of the signed-in user's company of testMe, Yılmaz Makina, as its
 * record and an order's party (orders/test-helpers.ts) name them.
 */
export const OWN_COMPANY_DETAILS = {
  name: 'Yılmaz Makina A.Ş.',
  taxNumber: '1234567890',
  taxOffice: 'Kadıköy',
  mersisNo: null,
  city: 'İstanbul',
  district: 'Kadıköy',
  address: 'Caferağa Mah. Moda Cad. No: 1',
  phone: '+902165550000',
  email: 'info@yilmazmakina.com.tr',
};

/**
 * A company's own fields (CompanyRecord): by default the signed-in user's company of testMe,
 * Yılmaz Makina, with no role asked for. Spread it under a view's own fields.
 */
export const companyRecord = (overrides: Partial<CompanyRecord> = {}): CompanyRecord => ({
  id: OWN_COMPANY_ID,
  ...OWN_COMPANY_DETAILS,
  website: null,
  description: null,
  logoFileId: null,
  logoUrl: null,
  logoImage: null,
  adminUserId: 'user-1',
  isBuyerConfirmed: 'no',
  isSellerConfirmed: 'no',
  buyerRejectionReason: null,
  sellerRejectionReason: null,
  ratingAvg: null,
  ratingCount: 0,
  createdAt: '2026-11-01T09:00:00.000Z',
  ...overrides,
});

/** The user's own company as its owner reads it (GET /api/companies/mine): may do everything. */
export const ownCompanyView = (overrides: Partial<CompanyView> = {}): CompanyView => ({
  ...companyRecord(),
  sectorIds: [],
  counts: { members: 1, pendingInvitations: 0, documents: 0 },
  abilities: { edit: true, manageTeam: true, editSectors: true, viewDocuments: true },
  ...overrides,
});

/** An instant `days` from now (negative: in the past), as the API writes it. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/**
 * A published open ad of another company as a seller sees it: no budget, no owner data, open
 * for bids and questions. Each feature's test-helpers tells its own story in the overrides.
 */
export const sellerAd = (overrides: Partial<PublishedAdView> = {}): PublishedAdView => ({
  id: 'ad-1',
  companyId: OTHER_COMPANY_ID,
  companyName: 'Anadolu Yapı A.Ş.',
  title: 'İnşaat demiri alımı',
  sector: { id: 'sector-steel', nameTr: 'Yapı çeliği', nameEn: 'Structural steel' },
  deliveryCity: 'Ankara',
  deliveryDate: inDays(30).slice(0, 10),
  bidDeadline: inDays(5),
  currency: 'TRY',
  budget: null,
  status: 'published',
  visibility: 'open',
  sealed: false,
  itemCount: 0,
  isOwn: false,
  myBidStatus: null,
  publishedAt: inDays(-1),
  createdAt: inDays(-2),
  description: 'Şantiyemiz için malzeme alınacaktır.',
  items: [],
  attachments: [],
  deliveryAddress: 'Organize Sanayi Bölgesi 12. Cadde No: 4, Sincan',
  questionsUntil: inDays(3),
  paymentTerms: '30 gün vadeli',
  budgetVisible: false,
  bidCurrencyRule: 'fixed',
  partialBids: false,
  company: companySummary(OTHER_COMPANY_ID, 'Anadolu Yapı A.Ş.'),
  invitedSellers: null,
  bidCount: null,
  cancelReason: null,
  closedAt: null,
  awardedAt: null,
  cancelledAt: null,
  updatedAt: inDays(-1),
  abilities: { ...NO_AD_ABILITIES, bid: true, ask: true },
  ...overrides,
});

/** One page of a list answer (Page<T>), the first by default. */
export const listPage = <T>(
  items: T[],
  { total = items.length, page = 1, pageSize = 20 }: Partial<Omit<Page<T>, 'items'>> = {},
): Page<T> => ({ items, page, pageSize, total });

/** The query string a request was sent with. */
export const queryOf = (request: ApiRequest | undefined) => {
  if (!request) throw new Error('no such request was sent');
  return new URL(request.path, 'http://localhost').searchParams;
};

/**
 * Opens a Mantine combobox and returns its options. Its dropdown stays in a transition in
 * the test DOM, so the options count as hidden for the accessibility tree; they are there and
 * clickable.
 */
export async function optionsOf(user: User, combobox: HTMLElement) {
  await user.click(combobox);
  await waitFor(() => expect(combobox).toHaveAttribute('aria-expanded', 'true'));
  const listbox = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
  if (!listbox) throw new Error('the select has no open list');
  return within(listbox).getAllByRole('option', { hidden: true });
}

/** Picks the option named `name` (or, failing that, the first containing it) of a select. */
export async function pickOption(user: User, label: string | RegExp, name: string) {
  const options = await optionsOf(user, screen.getByRole('combobox', { name: label }));
  const option =
    options.find((o) => o.textContent === name) ??
    options.find((o) => o.textContent?.includes(name));
  if (!option) throw new Error(`no option ${name}`);
  await user.click(option);
}
