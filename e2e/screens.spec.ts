import { test, expect, registerVerifiedUser, PASSWORD } from './support/fixtures.ts';
import { checkScreens, screenContext, type Locale, type Screen } from './support/screen-checks.ts';
import { createScreensWorld, type ScreensWorld } from './support/screens-world.ts';

/*
 * Every screen, in Turkish and English: no horizontal overflow at 360, 390 and 768 px, no
 * serious or critical axe finding (WCAG 2.1 AA) and no console error. A failure names the
 * screen, its address, the language and the width. SCREEN_SHOTS=<folder> also saves a
 * screenshot of each screen at each width, to look at.
 */

let world: ScreensWorld;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  world = await createScreensWorld();
});

const LOCALES: Locale[] = ['tr', 'en'];
/** A group of 10–20 screens, each checked by axe and at four widths: over ten minutes when busy. */
const GROUP_TIMEOUT = 1_200_000;

function publicScreens(): Screen[] {
  return [
    { name: 'home', path: '/' },
    { name: 'about', path: '/aboutus' },
    { name: 'contact', path: '/contactus' },
    { name: 'kvkk', path: '/kvkk' },
    { name: 'cookies', path: '/cookies' },
    { name: 'terms', path: '/terms' },
    { name: 'privacy', path: '/privacy' },
    { name: 'pricing', path: '/pricing' },
    { name: 'developers', path: '/developers' },
    { name: 'blogs', path: '/blogs' },
    { name: 'blog', path: `/blogs/${world.blogId}` },
    { name: 'announcements', path: '/duyurular' },
    { name: 'announcement', path: `/announcements/${world.announcementId}` },
    // The page itself answers 404 (the server renders the not-found page with its status).
    { name: 'not-found', path: '/bu-sayfa-yok', expectedConsoleErrors: /status of 404/ },
    { name: 'login', path: '/login' },
    { name: 'register', path: '/register' },
    { name: 'forgot-password', path: '/forgot-password' },
    { name: 'reset-password', path: '/reset-password?token=gecersiz' },
    {
      name: 'verify-email',
      path: '/verify-email?token=gecersiz',
      expectedConsoleErrors: /status of 400 \(Bad Request\)/,
    },
    { name: 'setup', path: '/setup' },
    {
      name: 'invite',
      path: '/invite/gecersiz-davet',
      expectedConsoleErrors: /status of 404 \(Not Found\)/,
    },
    { name: 'unsubscribe', path: '/unsubscribe?token=gecersiz' },
  ];
}

const adDetails = (ad: { id: string; companyId: string }) => `/ad-details/${ad.companyId}/${ad.id}`;

function buyerScreens(): Screen[] {
  return [
    { name: 'buyer-dashboard', path: '/dashboard' },
    { name: 'my-ads', path: '/myads' },
    { name: 'create-ad', path: '/createAd' },
    { name: 'edit-ad', path: `/myads/${world.openAd.id}/edit` },
    // The buyer's ad page holds the bid comparison grid.
    { name: 'ad-details-comparison', path: adDetails(world.openAd) },
    { name: 'ad-details-closed-early', path: adDetails(world.closedAd) },
    { name: 'ad-details-awarded', path: adDetails(world.awardedAd) },
    { name: 'buyer-orders', path: '/myorders' },
    { name: 'buyer-order', path: `/orders/${world.orderId}` },
    { name: 'buyer-chat', path: world.chatRoute, inView: 'chat-composer' },
    { name: 'my-company', path: '/my-company' },
    { name: 'integrations', path: '/my-company/integrations' },
    { name: 'team', path: '/teammembers' },
    { name: 'profile', path: '/profile' },
    { name: 'notifications', path: '/notifications' },
    { name: 'support', path: '/support' },
    { name: 'support-ticket', path: `/support/${world.ticketId}` },
  ];
}

function sellerScreens(): Screen[] {
  return [
    { name: 'seller-dashboard', path: '/dashboard' },
    { name: 'ads', path: '/ads' },
    { name: 'my-bids', path: '/ads?tab=bids' },
    { name: 'seller-ad-details', path: adDetails(world.openAd) },
    { name: 'bid-form', path: `${adDetails(world.openAd)}/bid` },
    { name: 'seller-orders', path: '/sellermyorders' },
    { name: 'seller-order', path: `/orders/${world.orderId}` },
    { name: 'seller-chat', path: world.chatRoute, inView: 'chat-composer' },
    { name: 'sectors', path: `/sectors/${world.seller.companyId}` },
    { name: 'seller-notifications', path: '/notifications' },
  ];
}

function adminScreens(): Screen[] {
  return [
    { name: 'admin', path: '/admin' },
    { name: 'admin-companies', path: '/admin/companies' },
    { name: 'admin-company', path: `/admin/companies/${world.buyer.companyId}` },
    { name: 'admin-users', path: '/admin/users' },
    { name: 'admin-sectors', path: '/admin/sectors' },
    { name: 'admin-exchange-rates', path: '/admin/exchange-rates' },
    { name: 'admin-blogs', path: '/admin/blogs' },
    { name: 'admin-blog-editor', path: `/admin/blogs/${world.blogId}` },
    { name: 'admin-announcements', path: '/admin/announcements' },
    { name: 'admin-pages', path: '/admin/pages' },
    { name: 'admin-page-editor', path: '/admin/pages/kvkk' },
    { name: 'admin-settings', path: '/admin/settings' },
    { name: 'admin-support', path: '/admin/support' },
    { name: 'admin-support-ticket', path: `/admin/support/${world.ticketId}` },
    { name: 'admin-messages', path: '/admin/messages' },
    { name: 'admin-newsletter', path: '/admin/newsletter' },
    { name: 'admin-audit', path: '/admin/audit' },
    { name: 'admin-outbox', path: '/admin/mail-outbox' },
  ];
}

for (const locale of LOCALES) {
  test(`public and account screens fit phones and pass axe (${locale})`, async ({ browser }) => {
    test.setTimeout(GROUP_TIMEOUT);
    const context = await screenContext(browser, locale);
    const problems = await checkScreens(context, locale, publicScreens());
    await context.close();
    expect(problems).toEqual([]);
  });

  test(`a new user's screens fit phones and pass axe (${locale})`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const user = await registerVerifiedUser(request, { name: 'Zeynep Karaosmanoğlu' });
    const context = await screenContext(browser, locale, { email: user.email, password: PASSWORD });
    const problems = await checkScreens(context, locale, [
      { name: 'create-company', path: '/createcompany' },
      { name: 'new-user-profile', path: '/profile' },
      { name: 'new-user-support', path: '/support' },
    ]);
    await context.close();
    expect(problems).toEqual([]);
  });

  test(`buyer screens fit phones and pass axe (${locale})`, async ({ browser }) => {
    test.setTimeout(GROUP_TIMEOUT);
    const context = await screenContext(browser, locale, {
      email: world.buyer.email,
      password: PASSWORD,
    });
    const problems = await checkScreens(context, locale, buyerScreens());
    await context.close();
    expect(problems).toEqual([]);
  });

  test(`seller screens fit phones and pass axe (${locale})`, async ({ browser }) => {
    test.setTimeout(GROUP_TIMEOUT);
    const context = await screenContext(browser, locale, {
      email: world.seller.email,
      password: PASSWORD,
    });
    const problems = await checkScreens(context, locale, sellerScreens());
    await context.close();
    expect(problems).toEqual([]);
  });

  test(`back-office screens fit phones and pass axe (${locale})`, async ({ browser }) => {
    test.setTimeout(GROUP_TIMEOUT);
    const context = await screenContext(browser, locale, {
      email: process.env.E2E_ADMIN_EMAIL ?? '',
      password: process.env.E2E_ADMIN_PASSWORD ?? '',
    });
    const problems = await checkScreens(context, locale, adminScreens());
    await context.close();
    expect(problems).toEqual([]);
  });
}
