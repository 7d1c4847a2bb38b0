import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BYTE_BUDGETS,
  checkFailures,
  markdownTable,
  medianRow,
  metricsRow,
  codeRequestsBeforeLcp,
  requestsBeforeLcp,
} from './report.mjs';

// A real run of /ads as the demo's seller before issue #28's work (trimmed to what the script
// reads): 164 requests, all made before the ad list, the largest paint, showed at 2,444 ms.
const adsLhr = () =>
  JSON.parse(readFileSync(new URL('./fixtures/ads-seller.lhr.json', import.meta.url), 'utf8'));

const withLcpAt = (lhr, msAfterNavigation) => {
  const metrics = lhr.audits.metrics.details.items[0];
  metrics.observedLargestContentfulPaintTs =
    metrics.observedNavigationStartTs + msAfterNavigation * 1000;
  return lhr;
};

const row = (overrides = {}) => ({
  performance: 95,
  fcp: 1200,
  lcp: 1800,
  tbt: 90,
  cls: 0.02,
  si: 1500,
  accessibility: 100,
  seo: 100,
  requests: 12,
  bytes: 250_000,
  requestsBeforeLcp: 9,
  codeRequestsBeforeLcp: 7,
  ...overrides,
});
const publicPage = { key: 'kvkk', path: '/kvkk', label: '`/kvkk`' };
const sellerPage = { key: 'ads', path: '/ads', label: '`/ads`', signedInAs: 'seller' };

describe('metricsRow', () => {
  it('reads the scores, metrics, requests and bytes of a saved result', () => {
    expect(metricsRow(adsLhr())).toEqual({
      performance: 16,
      fcp: 3849.3624,
      lcp: 7464.010000000004,
      tbt: 2442.3188000000027,
      cls: 0.606318347509113,
      si: 3849.3624,
      accessibility: 100,
      seo: 66,
      requests: 164,
      // Lighthouse's own total-byte-weight of the same run.
      bytes: adsLhr().audits['total-byte-weight'].numericValue,
      requestsBeforeLcp: 164,
      codeRequestsBeforeLcp: 156,
    });
  });

  it('shows 100 only for a perfect score', () => {
    const lhr = adsLhr();
    lhr.categories.accessibility.score = 0.996;
    lhr.categories.seo.score = null;
    expect(metricsRow(lhr)).toMatchObject({ accessibility: 99, seo: null });
  });

  it('leaves data: URIs and the service worker’s precache out of requests and bytes', () => {
    const lhr = adsLhr();
    const items = lhr.audits['network-requests'].details.items;
    items.push(
      { url: 'data:image/svg+xml;base64,AAAA', sessionTargetType: 'page', transferSize: 0 },
      {
        url: 'http://127.0.0.1:4000/assets/later.js',
        sessionTargetType: 'service_worker',
        rendererStartTime: 10,
        transferSize: 90_000,
      },
    );
    const bytes = lhr.audits['total-byte-weight'].numericValue;
    expect(metricsRow(lhr)).toMatchObject({ requests: 164, bytes, requestsBeforeLcp: 164 });
  });
});

describe('requestsBeforeLcp', () => {
  it('counts the requests started before the observed largest paint', () => {
    // At the first paint (1,210 ms) the page had asked for its document, 59 scripts, 22
    // stylesheets, the favicon and 3 API calls.
    expect(requestsBeforeLcp(withLcpAt(adsLhr(), 1210))).toBe(86);
    expect(requestsBeforeLcp(withLcpAt(adsLhr(), 0))).toBe(0);
    // Of them the page's code: the document, the scripts and the stylesheets.
    expect(codeRequestsBeforeLcp(withLcpAt(adsLhr(), 1210))).toBe(82);
  });

  it('is unknown when the page painted nothing large', () => {
    const lhr = adsLhr();
    delete lhr.audits.metrics.details.items[0].observedLargestContentfulPaintTs;
    expect(requestsBeforeLcp(lhr)).toBeNull();
  });
});

describe('medianRow', () => {
  it('takes the median of each metric on its own, ignoring unmeasured ones', () => {
    const rows = [
      row({ performance: 60, lcp: 3000, cls: 0.3 }),
      row({ performance: 90, lcp: 2000, cls: null }),
      row({ performance: 70, lcp: 9000, cls: 0.1 }),
    ];
    expect(medianRow(rows)).toMatchObject({ performance: 70, lcp: 3000, cls: 0.2 });
    expect(medianRow([row({ tbt: 100 }), row({ tbt: 300 })]).tbt).toBe(200);
    expect(medianRow([row({ seo: null }), row({ seo: null })]).seo).toBeNull();
  });
});

describe('checkFailures', () => {
  it('passes pages within every limit, whatever their times', () => {
    const slow = { lcp: 9000, tbt: 4000, performance: 10 };
    expect(
      checkFailures([
        { page: publicPage, row: row(slow) },
        {
          page: sellerPage,
          row: row({ ...slow, seo: 66, requestsBeforeLcp: 34, codeRequestsBeforeLcp: 25 }),
        },
      ]),
    ).toEqual([]);
  });

  it('lists every failure of every page', () => {
    const failures = checkFailures([
      {
        page: publicPage,
        row: row({ cls: 0.1, accessibility: 99, seo: null, bytes: BYTE_BUDGETS.kvkk + 1 }),
      },
      { page: sellerPage, row: row({ cls: 0.61, accessibility: 90, codeRequestsBeforeLcp: 26 }) },
      {
        page: { ...sellerPage, path: '/myads', key: 'myads' },
        row: row({ requestsBeforeLcp: null, codeRequestsBeforeLcp: null }),
      },
      { page: { key: 'new-page', path: '/new' }, row: row() },
    ]);
    expect(failures).toEqual([
      '/kvkk: CLS 0.100 (must be < 0.1)',
      '/kvkk: accessibility 99 (must be 100)',
      '/kvkk: seo not measured (must be 100)',
      `/kvkk: ${BYTE_BUDGETS.kvkk + 1} bytes transferred (budget ${BYTE_BUDGETS.kvkk})`,
      '/ads: CLS 0.610 (must be < 0.1)',
      '/ads: 26 document, script and stylesheet requests before the content showed (at most 25)',
      '/myads: unknown (no LCP) document, script and stylesheet requests before the content showed (at most 25)',
      "/new: no byte budget for page 'new-page'",
    ]);
  });
});

describe('markdownTable', () => {
  it('prints one row per page, the signed-in ones with their requests before the content', () => {
    const table = markdownTable([
      { page: publicPage, row: row() },
      { page: sellerPage, row: metricsRow(adsLhr()) },
    ]).split('\n');
    expect(table).toHaveLength(4);
    expect(table[2]).toBe(
      '| `/kvkk` | 95 | 1.2 s | 1.8 s | 90 ms | 0.02 | 1.5 s | 100 | 100 | 12 | 250 kB |  |',
    );
    expect(table[3]).toBe(
      '| `/ads` (seller) | 16 | 3.8 s | 7.5 s | 2442 ms | 0.61 | 3.8 s | 100 | 66 | 164 | 628 kB | 164 (156) |',
    );
  });
});
