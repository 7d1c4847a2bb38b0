// The pure part of npm run lighthouse: one table row out of a Lighthouse result (LHR), the
// median of several runs, the Markdown table, and what --check asserts.

/**
 * Transferred bytes a page may weigh in --check: what it downloads on a cold cache, without a
 * service worker's background precache. About 1.5× what each page weighed on the demo on
 * 2026-11-28 (in the comments, before issue #28's work): bytes do not drift with the
 * machine's load, so the margin is for honest growth, and a page that suddenly doubles (a
 * library pulled into the first download, a cover served at full size) fails. Lower a budget
 * when a page gets lighter for good.
 */
export const BYTE_BUDGETS = {
  home: 800_000, // 539 kB
  blogs: 1_150_000, // 760 kB, with its covers
  'blog-post': 600_000, // 394 kB
  announcements: 700_000, // 467 kB
  announcement: 600_000, // 389 kB
  kvkk: 480_000, // 317 kB, like every legal page
  terms: 480_000,
  privacy: 480_000,
  cookies: 480_000,
  aboutus: 480_000,
  developers: 480_000, // 338 kB (2026-11-28), a public page like the legal ones
  ads: 950_000, // 637 kB
  'ad-page': 950_000, // 631 kB
  myads: 900_000, // 602 kB
};

/** Layout shift above this is not "good" Core Web Vitals (web.dev/cls). */
export const CLS_LIMIT = 0.1;
/**
 * A signed-in page's code should arrive in a few requests, not a waterfall (issue #28): the
 * document, scripts and stylesheets started before its content showed.
 */
export const REQUESTS_BEFORE_CONTENT_LIMIT = 25;

/** 0–100 as Lighthouse shows it, except that only a perfect score shows 100 (0.996 is 99). */
const score = (lhr, category) => {
  const value = lhr.categories[category]?.score;
  if (typeof value !== 'number') return null;
  return value < 1 ? Math.min(99, Math.round(value * 100)) : 100;
};
const numeric = (lhr, audit) => {
  const value = lhr.audits[audit]?.numericValue;
  return typeof value === 'number' ? value : null;
};

/** Requests that reach the network, as the page made them (not data: URIs, not the worker's). */
function pageRequests(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items.filter(
    (item) => !/^(data|blob):/.test(item.url) && item.sessionTargetType !== 'service_worker',
  );
}

/**
 * Requests the page had started before its main content showed: those whose start (the
 * renderer's request time) lies before the largest contentful paint of the recorded trace.
 * Both are on the observed, unthrottled timeline of the load; Lighthouse's LCP in the table
 * is simulated (slow 4G, 4× CPU) and is no point on that timeline. The count is a property
 * of the page's request chain, so it barely depends on the machine. null without an LCP.
 */
export function requestsBeforeLcp(lhr, which = () => true) {
  const lcpTs = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaintTs;
  const startTs = lhr.audits['network-requests']?.details?.debugData?.networkStartTimeTs;
  if (typeof lcpTs !== 'number' || typeof startTs !== 'number') return null;
  return pageRequests(lhr).filter(
    (item) =>
      which(item) &&
      typeof item.rendererStartTime === 'number' &&
      startTs + item.rendererStartTime * 1000 <= lcpTs,
  ).length;
}

/**
 * The page's code among them: the document, scripts and stylesheets, as the issue counted a
 * new session's 160 requests (113 scripts, 37 stylesheets). The rest are the page's API
 * reads, which a signed-in page needs whatever its code's shape, and the icons and manifest.
 */
const CODE_TYPES = new Set(['Document', 'Script', 'Stylesheet']);
export const codeRequestsBeforeLcp = (lhr) =>
  requestsBeforeLcp(lhr, (item) => CODE_TYPES.has(item.resourceType));

/** One page's row: scores 0–100, times in ms, CLS unitless, bytes transferred. */
export function metricsRow(lhr) {
  const requests = pageRequests(lhr);
  return {
    performance: score(lhr, 'performance'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    si: numeric(lhr, 'speed-index'),
    accessibility: score(lhr, 'accessibility'),
    seo: score(lhr, 'seo'),
    requests: requests.length,
    bytes: requests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    requestsBeforeLcp: requestsBeforeLcp(lhr),
    codeRequestsBeforeLcp: codeRequestsBeforeLcp(lhr),
  };
}

const median = (values) => {
  const known = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 ? known[middle] : (known[middle - 1] + known[middle]) / 2;
};

/** The median of each metric on its own over several runs of one page. */
export function medianRow(rows) {
  if (rows.length === 1) return rows[0];
  return Object.fromEntries(
    Object.keys(rows[0]).map((key) => [key, median(rows.map((row) => row[key]))]),
  );
}

const seconds = (ms) => (ms === null ? '–' : `${(ms / 1000).toFixed(1)} s`);
const millis = (ms) => (ms === null ? '–' : `${Math.round(ms)} ms`);
const plain = (value) => (value === null ? '–' : String(Math.round(value)));
const kilobytes = (bytes) => `${Math.round(bytes / 1000)} kB`;

/** The table to paste into docs/performance.md; `pages` are { page, signedInAs, row }. */
export function markdownTable(pages) {
  const lines = [
    '| page | performance | FCP | LCP | TBT | CLS | SI | accessibility | SEO | requests | transferred | requests before LCP (of them code) |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const { page, row } of pages) {
    const label = page.signedInAs ? `${page.label} (${page.signedInAs})` : page.label;
    lines.push(
      `| ${label} | ${plain(row.performance)} | ${seconds(row.fcp)} | ${seconds(row.lcp)} | ` +
        `${millis(row.tbt)} | ${row.cls === null ? '–' : row.cls.toFixed(2)} | ${seconds(row.si)} | ` +
        `${plain(row.accessibility)} | ${plain(row.seo)} | ${plain(row.requests)} | ` +
        `${kilobytes(row.bytes)} | ` +
        `${page.signedInAs ? `${plain(row.requestsBeforeLcp)} (${plain(row.codeRequestsBeforeLcp)})` : ''} |`,
    );
  }
  return lines.join('\n');
}

/**
 * What --check asserts: only what does not drift with a loaded machine (layout shift, scores
 * of audits that do not time anything, bytes, request counts). Every failure, one per line.
 */
export function checkFailures(pages) {
  const failures = [];
  for (const { page, row } of pages) {
    const at = page.path;
    if (row.cls === null || row.cls >= CLS_LIMIT) {
      const cls = row.cls === null ? 'not measured' : row.cls.toFixed(3);
      failures.push(`${at}: CLS ${cls} (must be < ${CLS_LIMIT})`);
    }
    if (!page.signedInAs) {
      for (const category of ['accessibility', 'seo']) {
        if (row[category] !== 100) {
          failures.push(`${at}: ${category} ${row[category] ?? 'not measured'} (must be 100)`);
        }
      }
    }
    const budget = BYTE_BUDGETS[page.key];
    if (budget === undefined) failures.push(`${at}: no byte budget for page '${page.key}'`);
    else if (row.bytes > budget) {
      failures.push(`${at}: ${row.bytes} bytes transferred (budget ${budget})`);
    }
    if (
      page.signedInAs &&
      (row.codeRequestsBeforeLcp === null ||
        row.codeRequestsBeforeLcp > REQUESTS_BEFORE_CONTENT_LIMIT)
    ) {
      failures.push(
        `${at}: ${row.codeRequestsBeforeLcp ?? 'unknown (no LCP)'} document, script and ` +
          `stylesheet requests before the content showed (at most ${REQUESTS_BEFORE_CONTENT_LIMIT})`,
      );
    }
  }
  return failures;
}
