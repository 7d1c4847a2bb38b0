// What `npm run bench` measures: the public reads and the signed-in reads of the demo's people,
// each with the check of what it must answer.
export const DEMO_PASSWORD = 'Demo12345';
export const BUYER = 'ayse@anadolugida.demo';
export const SELLER = 'can@egeambalaj.demo';

export async function signIn(base, email) {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`bench: sign-in of ${email} answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function json(url, cookie) {
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok) throw new Error(`bench: ${url} answered ${response.status}`);
  return response.json();
}

const isArray = (value, what) => (Array.isArray(value) ? null : `${what} is not a list`);
const nonEmpty = (value, what) =>
  Array.isArray(value) && value.length > 0 ? null : `${what} is empty`;
/** A search result whose title holds `word` (in any case), marked where it stands. */
const titled = (item, word) => {
  const marked = (item.match?.title ?? []).map((range) =>
    item.title.slice(range.start, range.end).toLocaleLowerCase('tr'),
  );
  return marked.includes(word) ? null : `"${word}" is not marked in the title "${item.title}"`;
};

/**
 * Every target is asked as a browser asks: accepting compressed answers, so a figure includes
 * compressing a list (the API does it per request from 1 KB) and a large public document is
 * sent as browsers get it (the sector list: ~8 KB of brotli made once, not 37 KB).
 */
export const AS_A_BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/** The targets, with the ids they need found through the API itself. */
export async function buildTargets(base) {
  const buyer = await signIn(base, BUYER);
  const seller = await signIn(base, SELLER);
  const orders = await json(`${base}/api/orders?side=buyer`, buyer);
  const chatOrder = orders.items.find((order) => order.status !== 'created') ?? orders.items[0];
  if (!chatOrder) throw new Error('bench: the buyer has no orders');
  const search = await json(`${base}/api/ads?q=koli`, seller);
  const ad = search.items[0];
  if (!ad) throw new Error('bench: the seller finds no ad for "koli"');

  const get = (name, path, cookie, check) => ({
    name,
    url: `${base}${path}`,
    headers: cookie ? { ...AS_A_BROWSER, cookie } : AS_A_BROWSER,
    status: 200,
    signedIn: Boolean(cookie),
    check,
  });
  return {
    buyer,
    seller,
    chatOrder,
    targets: [
      get('GET /api/health', '/api/health', null, (b) =>
        b.status === 'ok' && b.database === 'up' ? null : `status ${b.status}`,
      ),
      get('GET /api/settings/seo', '/api/settings/seo', null, (b) =>
        typeof b.siteTitle === 'string' ? null : 'no siteTitle',
      ),
      get('GET /api/sectors', '/api/sectors', null, (b) => nonEmpty(b.items, 'items')),
      get('GET /api/pages/kvkk', '/api/pages/kvkk', null, (b) =>
        b.slug === 'kvkk' && b.content ? null : 'not the KVKK page',
      ),
      // The public post lists (the demo has published posts of both kinds).
      get('GET /api/blogs', '/api/blogs', null, (b) => nonEmpty(b.items, 'items')),
      get('GET /api/announcements', '/api/announcements', null, (b) => nonEmpty(b.items, 'items')),
      get('GET /api/me', '/api/me', buyer, (b) =>
        b.user?.email === BUYER && b.company ? null : 'not the buyer',
      ),
      // The market as a seller first opens it: no search, newest first, a page of 20.
      get(
        'GET /api/ads (seller, newest)',
        '/api/ads',
        seller,
        (b) =>
          nonEmpty(b.items, 'items') ??
          (b.items.length === 20 && b.total >= 20 ? null : 'not a full page'),
      ),
      get(
        'GET /api/ads?q=koli (seller)',
        '/api/ads?q=koli',
        seller,
        (b) =>
          nonEmpty(b.items, 'items') ??
          (b.total >= b.items.length ? null : 'total') ??
          titled(b.items[0], 'koli'),
      ),
      // A word in one open ad of the demo (none of the scale data's), and a typo of a word in
      // thousands: each must find its ad with the word marked in the title.
      get(
        'GET /api/ads?q=mukavva (rare word)',
        '/api/ads?q=mukavva',
        seller,
        (b) => nonEmpty(b.items, 'items') ?? titled(b.items[0], 'mukavva'),
      ),
      get(
        'GET /api/ads?q=paslanmz (typo)',
        '/api/ads?q=paslanmz',
        seller,
        (b) => nonEmpty(b.items, 'items') ?? titled(b.items[0], 'paslanmaz'),
      ),
      get('GET /api/ads/:id (seller)', `/api/ads/${ad.id}`, seller, (b) =>
        b.id === ad.id && Array.isArray(b.items) ? null : 'another ad',
      ),
      get(
        'GET /api/ads/mine (buyer)',
        '/api/ads/mine',
        buyer,
        (b) =>
          nonEmpty(b.items, 'items') ??
          (typeof b.items[0].bidCount === 'number' ? null : 'bidCount'),
      ),
      get(
        'GET /api/orders?side=buyer',
        '/api/orders?side=buyer',
        buyer,
        (b) =>
          nonEmpty(b.items, 'items') ??
          (typeof b.items[0].unreadMessages === 'number' ? null : 'unreadMessages'),
      ),
      get(
        'GET /api/orders/:id/messages',
        `/api/orders/${chatOrder.id}/messages`,
        buyer,
        (b) => isArray(b.items, 'items') ?? (b.order?.id === chatOrder.id ? null : 'another order'),
      ),
      get(
        'GET /api/notifications/unread',
        '/api/notifications/unread',
        buyer,
        (b) => isArray(b.items, 'items') ?? (typeof b.total === 'number' ? null : 'total'),
      ),
      get('GET /api/dashboard/stats (buyer)', '/api/dashboard/stats', buyer, (b) =>
        b.buyer && typeof b.buyer.openAds === 'number' ? null : 'no buyer figures',
      ),
    ],
  };
}
