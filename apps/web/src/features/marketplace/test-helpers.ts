import type {
  AdListItem,
  PublishedAdView,
  MyBidListItem,
  QuestionView,
  SectorView,
} from '@teklifal/core';
import {
  companySummary,
  inDays,
  listPage,
  NO_AD_ABILITIES as NO_ABILITIES,
  sellerAd,
} from '../../test/fixtures.ts';
import { OTHER_COMPANY_ID, OWN_COMPANY_ID, testMe } from '../../test/render.tsx';

export { pickOption, queryOf } from '../../test/fixtures.ts';

/** A confirmed seller (company-own), and a confirmed buyer that owns the ads it is shown. */
export const seller = testMe({ isSellerConfirmed: 'yes' });
export const buyer = testMe({ isBuyerConfirmed: 'yes' });

// The open ads come twelve to a page.
export const page = <T>(items: T[], total = items.length) =>
  listPage(items, { total, pageSize: 12 });

export const SECTORS: SectorView[] = [
  {
    id: 'sector-build',
    parentId: null,
    slug: 'insaat',
    nameTr: 'İnşaat',
    nameEn: 'Construction',
    sortOrder: 1,
    isActive: true,
  },
  {
    id: 'sector-steel',
    parentId: 'sector-build',
    slug: 'celik',
    nameTr: 'Yapı çeliği',
    nameEn: 'Structural steel',
    sortOrder: 1,
    isActive: true,
  },
];

export const adListItem = (overrides: Partial<AdListItem> = {}): AdListItem => ({
  id: 'ad-1',
  companyId: OTHER_COMPANY_ID,
  companyName: 'Anadolu Yapı A.Ş.',
  title: 'İnşaat demiri alımı',
  sector: { id: 'sector-steel', nameTr: 'Yapı çeliği', nameEn: 'Structural steel' },
  deliveryCity: 'Ankara',
  deliveryDate: '2030-02-01',
  bidDeadline: inDays(5),
  currency: 'TRY',
  budget: null,
  status: 'published',
  visibility: 'open',
  sealed: false,
  itemCount: 3,
  isOwn: false,
  myBidStatus: null,
  publishedAt: inDays(-1),
  closedAt: null,
  createdAt: inDays(-2),
  ...overrides,
});

/** An open ad of another company as a seller sees it (no budget, no owner data). */
export const sellerAdView = (overrides: Partial<PublishedAdView> = {}): PublishedAdView =>
  sellerAd({
    ...adListItem(),
    description:
      'Şantiyemiz için nervürlü inşaat demiri alınacaktır.\nTeslimat parça parça olabilir.',
    items: [
      {
        id: 'item-2',
        position: 2,
        name: 'Bağ teli',
        specification: null,
        quantity: '250',
        unit: 'kg',
      },
      {
        id: 'item-1',
        position: 1,
        name: 'Nervürlü demir Ø12',
        specification: 'B500C, TS 708',
        quantity: '12.5',
        unit: 'ton',
      },
    ],
    attachments: [
      {
        fileId: 'file-1',
        originalName: 'teknik-sartname.pdf',
        mimeType: 'application/pdf',
        size: 250 * 1024,
        url: '/api/files/file-1',
      },
    ],
    company: companySummary(OTHER_COMPANY_ID, 'Anadolu Yapı A.Ş.', {
      city: 'Ankara',
      ratingAvg: '4.50',
      ratingCount: 12,
    }),
    ...overrides,
  });

/** The same ad as its owner sees it: budget (hidden from sellers), bid count, invitations. */
export const ownerAdView = (overrides: Partial<PublishedAdView> = {}): PublishedAdView =>
  sellerAdView({
    companyId: OWN_COMPANY_ID,
    companyName: 'Yılmaz Makina A.Ş.',
    isOwn: true,
    budget: '1250000.00',
    budgetVisible: false,
    visibility: 'invited',
    invitedSellers: [companySummary('seller-a', 'Ege Çelik Ltd.', { city: 'İzmir' })],
    bidCount: 4,
    company: companySummary(OWN_COMPANY_ID, 'Yılmaz Makina A.Ş.'),
    abilities: {
      ...NO_ABILITIES,
      edit: true,
      close: true,
      extend: true,
      cancel: true,
      duplicate: true,
      viewBids: true,
      answer: true,
    },
    ...overrides,
  });

export const questionView = (overrides: Partial<QuestionView> = {}): QuestionView => ({
  id: 'question-1',
  body: 'Demirler boylu mu teslim edilecek?',
  answer: null,
  answeredAt: null,
  createdAt: inDays(-1),
  askedByMe: false,
  ...overrides,
});

export const myBidItem = (overrides: Partial<MyBidListItem> = {}): MyBidListItem => ({
  id: 'bid-1',
  adId: 'ad-1',
  adCompanyId: OTHER_COMPANY_ID,
  adTitle: 'İnşaat demiri alımı',
  adStatus: 'published',
  bidDeadline: '2030-01-15T12:00:00.000Z',
  status: 'submitted',
  revision: 2,
  currency: 'TRY',
  total: '987654.32',
  grossTotal: '1185185.18',
  validUntil: '2030-02-01',
  updatedAt: '2030-01-10T09:30:00.000Z',
  auction: null,
  ...overrides,
});
