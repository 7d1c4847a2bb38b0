import type {
  AdStatus,
  AdView,
  DraftAdView,
  MyAdListItem,
  PublishedAdView,
  SectorView,
  SellerSuggestion,
} from '@teklifal/core';
import { companySummary, listPage, NO_AD_ABILITIES } from '../../test/fixtures.ts';
import { jsonResponse, OWN_COMPANY_ID, testMe, type renderApp } from '../../test/render.tsx';

export { optionsOf, pickOption, queryOf } from '../../test/fixtures.ts';

type User = ReturnType<typeof renderApp>['user'];

/** A confirmed buyer's session. */
export const buyer = testMe({ isBuyerConfirmed: 'yes' });

const sector = (
  id: string,
  parentId: string | null,
  nameTr: string,
  nameEn: string,
  sortOrder: number,
): SectorView => ({
  id,
  parentId,
  slug: id,
  nameTr,
  nameEn,
  sortOrder,
  isActive: true,
});

export const SECTORS: SectorView[] = [
  sector('sec-metal', null, 'Metal ve Makine', 'Metal and machinery', 1),
  sector('sec-tools', 'sec-metal', 'El aletleri', 'Hand tools', 1),
  sector('sec-steel', 'sec-metal', 'Yapı çeliği', 'Structural steel', 2),
  sector('sec-office', null, 'Ofis', 'Office', 2),
  sector('sec-paper', 'sec-office', 'Kırtasiye', 'Stationery', 1),
];

export const NONE = NO_AD_ABILITIES;

const OWNER_COMPANY = companySummary(OWN_COMPANY_ID, 'Yılmaz Makina A.Ş.');

/** Overrides of a fixture in any status (a complete draft is a draft too). */
type AnyStatus<T> = Partial<Omit<T, 'status'>> & { status?: AdStatus };

/** What an ad list row and the ad itself both say: the owner's ad, complete. */
const OWN_AD = {
  id: 'ad-1',
  companyId: OWN_COMPANY_ID,
  companyName: OWNER_COMPANY.name,
  title: 'Bakım atölyesi için el aletleri',
  sector: { id: 'sec-tools', nameTr: 'El aletleri', nameEn: 'Hand tools' },
  deliveryCity: 'İzmir',
  deliveryDate: '2099-12-31',
  bidDeadline: '2099-12-01T14:00:00.000Z',
  currency: 'TRY',
  budget: null,
  status: 'draft',
  visibility: 'open',
  sealed: false,
  itemCount: 2,
  isOwn: true,
  myBidStatus: null,
  publishedAt: null,
  closedAt: null,
  createdAt: '2026-01-10T09:00:00.000Z',
} as const;

/** An ad as GET /api/ads/:adId answers its owner: a complete draft unless told otherwise. */
export const adView = (overrides: AnyStatus<PublishedAdView> = {}): AdView =>
  ({
    ...OWN_AD,
    description: 'Atölyemiz için yıllık el aleti ihtiyacımız.',
    items: [
      {
        id: 'line-2',
        position: 2,
        name: 'Tornavida seti',
        specification: null,
        quantity: '10.000',
        unit: 'set',
      },
      {
        id: 'line-1',
        position: 1,
        name: 'Darbeli matkap',
        specification: '750 W, kablolu',
        quantity: '2.5',
        unit: 'kg',
      },
    ],
    attachments: [],
    deliveryAddress: 'Atatürk OSB 10. Sokak No: 4, Çiğli',
    questionsUntil: '2099-12-01T14:00:00.000Z',
    paymentTerms: '30 gün vadeli',
    budgetVisible: false,
    bidCurrencyRule: 'fixed',
    partialBids: false,
    company: OWNER_COMPANY,
    invitedSellers: [],
    bidCount: 0,
    cancelReason: null,
    closedAt: null,
    awardedAt: null,
    cancelledAt: null,
    updatedAt: '2026-01-10T09:00:00.000Z',
    abilities: { ...NONE, edit: true, publish: true, duplicate: true },
    ...overrides,
  }) as AdView;

/** A draft saved with only its title: every other term still missing (null). */
export const bareDraft = (overrides: Partial<DraftAdView> = {}): DraftAdView => ({
  ...OWN_AD,
  status: 'draft',
  itemCount: 0,
  sector: null,
  deliveryCity: null,
  deliveryDate: null,
  bidDeadline: null,
  description: null,
  items: [],
  attachments: [],
  deliveryAddress: null,
  questionsUntil: null,
  paymentTerms: null,
  budgetVisible: false,
  bidCurrencyRule: 'fixed',
  partialBids: false,
  company: OWNER_COMPANY,
  invitedSellers: [],
  bidCount: 0,
  cancelReason: null,
  awardedAt: null,
  cancelledAt: null,
  updatedAt: '2026-01-10T09:00:00.000Z',
  abilities: { ...NONE, edit: true, publish: true, duplicate: true },
  ...overrides,
});

/** A row of GET /api/ads/mine: published unless told otherwise (a draft lists what it lacks). */
export const myAd = (
  overrides: (AnyStatus<PublishedAdView> | Partial<DraftAdView>) & {
    unansweredQuestionCount?: number;
    missingFields?: string[];
    auction?: MyAdListItem['auction'];
  } = {},
): MyAdListItem =>
  ({
    ...OWN_AD,
    status: 'published',
    publishedAt: '2026-01-10T09:00:00.000Z',
    bidCount: 3,
    unansweredQuestionCount: 0,
    abilities: { ...NONE, edit: true, close: true, extend: true, cancel: true, duplicate: true },
    auction: null,
    ...(overrides.status === 'draft' ? { missingFields: [] } : {}),
    ...overrides,
  }) as MyAdListItem;

export const page = <T>(items: T[], total = items.length) => listPage(items, { total });

export const SUGGESTIONS: SellerSuggestion[] = [
  { ...OWNER_COMPANY, id: 'seller-other', name: 'Deniz Hırdavat', matchesSector: false },
  { ...OWNER_COMPANY, id: 'seller-match', name: 'Ege Alet Ltd.', matchesSector: true },
];

/** The answers every ad form needs: sectors and seller suggestions. */
export const formApi = {
  'GET /api/sectors': () => jsonResponse(200, { items: SECTORS }),
  'GET /api/sellers/suggestions': () => jsonResponse(200, SUGGESTIONS),
};

/** Types a whole text at once (a paste): far quicker than key by key on a busy machine. */
export async function fill(user: User, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}
