import type { Page } from '@playwright/test';
import { approvedCompany } from './support/companies.ts';
import { adminRequest, expect, test } from './support/fixtures.ts';

/**
 * Public pages arrive with their content in the first HTML (for crawlers, link previews and
 * phones on slow networks), then the scripts take them over without drawing them again.
 */

let blogTitle = '';
let blogId = '';

test.beforeAll(async () => {
  const admin = await adminRequest();
  blogTitle = `Sunucuda hazır yazı ${Date.now()}`;
  const response = await admin.post('/api/admin/posts', {
    data: {
      kind: 'blog',
      title: blogTitle,
      content: '<p>Karşılaştırma tablosu teklifleri kalem kalem gösterir.</p>',
      status: 'published',
    },
  });
  expect(response.status()).toBe(201);
  blogId = ((await response.json()) as { id: string }).id;
  await admin.dispose();
});

/** Console errors, and the layout shifts the page made, while it loads and settles. */
async function watch(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { layoutShift: typeof shifts }).layoutShift = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return {
    errors,
    layoutShift: () =>
      page.evaluate(
        () => (window as unknown as { layoutShift: { total: number } }).layoutShift.total,
      ),
  };
}

test.describe('without scripts, a visitor (or a crawler) already reads the page', () => {
  test.use({ javaScriptEnabled: false });

  test('the blog, a post, a legal page and the home page', async ({ page }) => {
    await page.goto('/blogs');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(page.getByRole('link', { name: blogTitle, exact: true })).toBeVisible();

    await page.goto(`/blogs/${blogId}`);
    await expect(page.getByRole('heading', { level: 1, name: blogTitle })).toBeVisible();
    await expect(
      page.getByText('Karşılaştırma tablosu teklifleri kalem kalem gösterir.'),
    ).toBeVisible();

    await page.goto('/kvkk');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('KVKK');

    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('link', { name: blogTitle, exact: true })).toBeVisible();
  });

  test('an address no page knows answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/boyle-bir-sayfa-yok');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('in English for a visitor who chose English', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'teklifal_lang', value: 'en', url: baseURL ?? '' }]);
    await page.goto('/blogs');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  });
});

test('the scripts take the rendered pages over as they are: no redraw, no shift', async ({
  page,
}) => {
  const watched = await watch(page);
  for (const path of ['/', '/blogs', `/blogs/${blogId}`, '/duyurular', '/kvkk', '/terms']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(watched.errors, path).toEqual([]);
    expect(await watched.layoutShift(), path).toBeLessThan(0.1);
  }
  // Taken over: a click on the header's link navigates in the page, without a new document.
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents += 1;
  });
  await page.getByRole('banner').getByRole('link', { name: 'Hakkımızda' }).click();
  await expect(page).toHaveURL(/\/aboutus$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(documents).toBe(0);
});

test('a visitor who chose English in this browser gets English, and the choice reaches the server', async ({
  page,
  context,
}) => {
  await page.goto('/kvkk');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'teklifal_lang')?.value).toBe('en');
  // The next page comes from the server in English already.
  const html = await (await page.request.get('/blogs')).text();
  expect(html).toContain('data-ssr="en"');
});

test.describe('a signed-in page', () => {
  let buyerEmail = '';
  test.beforeAll(async () => {
    const buyer = await approvedCompany({
      name: `Sunucu Alıcı ${Date.now()} A.Ş.`,
      person: 'Selin Sunucu',
      // A seller too: /ads, a seller's page, has tabs with panels.
      roles: ['buyer', 'seller'],
    });
    buyerEmail = buyer.email;
  });

  test('arrives rendered for its visitor, and its controls answer once the app has it', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(buyerEmail);
    const watched = await watch(page);
    // The first HTML already holds the page, for this visitor (their cookies reach the server).
    const html = await (await page.request.get('/createAd')).text();
    expect(html).toContain('data-ssr="tr"');
    expect(html).toContain('İlan başlığı');
    const anonymous = await page.request.get('/createAd', { headers: { cookie: '' } });
    expect(await anonymous.text()).toContain('<div id="root"></div>');

    // Scripts held back: the page shows at once, but a field typed into before the app has
    // taken the page over waits for it, so what is typed is the app's.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/createAd', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => 'hydrated' in document.documentElement.dataset)).toBe(false);
    const title = page.getByRole('main').getByRole('textbox', { name: /^İlan başlığı/ });
    await expect(title).toHaveAttribute('readonly', '');
    setTimeout(release, 500);
    await title.fill('Erken yazılan başlık');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(title).toHaveValue('Erken yazılan başlık');
    await expect(title).not.toHaveAttribute('readonly');
    expect(await watched.layoutShift()).toBeLessThan(0.1);
    expect(watched.errors).toEqual([]);
  });

  test('keeps the ids the server wrote: what the app adds later refers to them', async ({
    signedInPage,
  }) => {
    // Mantine's ids are React's, computed alike on the server and in the browser when both
    // trees branch alike; a tab names its panel (aria-controls) only after hydration, and a
    // select its list only when opened, so an id computed otherwise would name nothing.
    const page = await signedInPage(buyerEmail);
    const dangling = () =>
      page.evaluate(() =>
        Array.from(
          document.querySelectorAll(
            '[aria-controls],[aria-labelledby],[aria-describedby],label[for]',
          ),
        ).flatMap((element) =>
          ['aria-controls', 'aria-labelledby', 'aria-describedby', 'for'].flatMap((name) =>
            (element.getAttribute(name) ?? '')
              .split(/\s+/)
              .filter((id) => id && !document.getElementById(id))
              .map((id) => `${name}=${id}`),
          ),
        ),
      );
    for (const path of ['/ads', '/myads', '/createAd']) {
      await page.goto(path);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      if (path === '/ads') {
        await expect(page.getByRole('tab', { selected: true })).toHaveAttribute(
          'aria-controls',
          /.+/,
        );
      }
      expect(await dangling(), path).toEqual([]);
    }
    const sector = page.getByRole('main').getByRole('combobox', { name: /^Sektör/ });
    await sector.click();
    await expect(sector).toHaveAttribute('aria-expanded', 'true');
    expect(await dangling()).toEqual([]);
  });
});
