// The pages npm run lighthouse measures (issue #28), found on the server being measured:
// the public ones, one published blog post, announcement and ad, and the signed-in ones with
// a session of the demo's seller or buyer.

/** Demo accounts (apps/api/src/demo/accounts.ts). /ads is a seller's page, /myads a buyer's. */
export const ACCOUNTS = {
  seller: { email: 'can@egeambalaj.demo', password: 'Demo12345' },
  buyer: { email: 'ayse@anadolugida.demo', password: 'Demo12345' },
};

const LEGAL_PAGES = ['kvkk', 'terms', 'privacy', 'cookies', 'aboutus'];

async function answer(base, path, { cookie, method = 'GET', body } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body ? { 'content-type': 'application/json', origin: base } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) {
    const text = (await response.text()).slice(0, 300);
    throw new Error(`lighthouse: ${method} ${path} answered ${response.status}: ${text}`);
  }
  return response;
}

/** A session cookie header through the API's sign-in (POST /api/auth/sign-in/email). */
export async function signIn(base, { email, password }) {
  const response = await answer(base, '/api/auth/sign-in/email', {
    method: 'POST',
    body: { email, password },
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (!cookie.includes('session_token=')) {
    throw new Error(`lighthouse: signing in as ${email} set no session cookie`);
  }
  await answer(base, '/api/me', { cookie });
  return cookie;
}

async function firstItem(base, path, what, cookie) {
  const page = await (await answer(base, path, { cookie })).json();
  const item = page.items?.[0];
  if (!item) throw new Error(`lighthouse: ${path} lists no ${what} to measure`);
  return item;
}

const segment = encodeURIComponent;

/** Every page to measure: { key, path, label, signedInAs?, cookie? }. */
export async function planPages(base) {
  const seller = await signIn(base, ACCOUNTS.seller);
  const buyer = await signIn(base, ACCOUNTS.buyer);
  const blog = await firstItem(base, '/api/blogs?pageSize=1', 'published blog post');
  const announcement = await firstItem(base, '/api/announcements?pageSize=1', 'announcement');
  const ad = await firstItem(base, '/api/ads?pageSize=1', 'ad open to the seller', seller);
  const asSeller = { signedInAs: 'seller', cookie: seller };
  return [
    { key: 'home', path: '/', label: '`/`' },
    { key: 'blogs', path: '/blogs', label: '`/blogs`' },
    { key: 'blog-post', path: `/blogs/${segment(blog.id)}`, label: 'a blog post' },
    { key: 'announcements', path: '/duyurular', label: '`/duyurular`' },
    {
      key: 'announcement',
      path: `/announcements/${segment(announcement.id)}`,
      label: 'an announcement',
    },
    ...LEGAL_PAGES.map((slug) => ({ key: slug, path: `/${slug}`, label: `\`/${slug}\`` })),
    { key: 'developers', path: '/developers', label: '`/developers`' },
    { key: 'ads', path: '/ads', label: '`/ads`', ...asSeller },
    {
      key: 'ad-page',
      path: `/ad-details/${segment(ad.companyId)}/${segment(ad.id)}`,
      label: 'an ad page',
      ...asSeller,
    },
    { key: 'myads', path: '/myads', label: '`/myads`', signedInAs: 'buyer', cookie: buyer },
  ];
}

/** The app's entry: its module script, or public/boot.js naming it (server-rendered pages). */
const APP_SCRIPT =
  /<script type="module"[^>]*src="\/assets\/|<script defer src="\/boot\.js" data-entry="\/assets\//;

/**
 * Each page answers 200 with the web app's HTML (its root element and its module script, or for
 * a page rendered on the server the loader that starts it once painted), not
 * an error page or another server's answer: a Lighthouse score of a wrong page is no score.
 */
export async function checkPagesServeTheApp(base, pages) {
  const problems = [];
  for (const page of pages) {
    try {
      const response = await answer(base, page.path, { cookie: page.cookie });
      const type = response.headers.get('content-type') ?? '';
      const html = await response.text();
      if (!type.startsWith('text/html')) problems.push(`${page.path}: content-type ${type}`);
      else if (!/id="root"/.test(html) || !APP_SCRIPT.test(html)) {
        problems.push(`${page.path}: the HTML is not the web app's (no #root or module script)`);
      }
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (problems.length) {
    throw new Error(`lighthouse: pages not served as the app:\n  ${problems.join('\n  ')}`);
  }
}
