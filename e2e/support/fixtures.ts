import {
  test as base,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';

let counter = 0;
let signedInCounter = 0;

/**
 * Each test comes from an address of its own (the server trusts X-Forwarded-For in e2e), so
 * the login rate limit behaves as for real users instead of one shared 127.0.0.1.
 */
export const test = base.extend<{
  clientIp: string;
  signedInPage: (email: string) => Promise<Page>;
}>({
  clientIp: async ({}, use, testInfo) => {
    counter++;
    await use(`10.20.${(testInfo.workerIndex % 200) + 1}.${(counter % 250) + 1}`);
  },
  extraHTTPHeaders: async ({ clientIp }, use) => {
    await use({ 'x-forwarded-for': clientIp });
  },
  /**
   * Opens a browser of its own for a company's person, from an address of its own, signed in
   * (with PASSWORD). The browsers are closed after the test: a page left open keeps its live
   * stream and timers.
   */
  signedInPage: async ({ browser }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (email) => {
      const context = await browser.newContext({
        extraHTTPHeaders: {
          'x-forwarded-for': `10.80.${++signedInCounter % 250}.${(Date.now() % 200) + 1}`,
        },
      });
      opened.push(context);
      const page = await context.newPage();
      await page.goto('/login');
      await logIn(page, email);
      await expect(page).toHaveURL(/\/dashboard/);
      return page;
    });
    await Promise.all(opened.map((context) => context.close()));
  },
});

export { expect };

export const PASSWORD = 'Gizli12345';

let emailCounter = 0;
export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now()}.${++emailCounter}@ornek.com.tr`;

let adminIp = 0;

/** The platform admin's own API session (created from ADMIN_EMAIL / ADMIN_PASSWORD). */
export async function adminRequest(): Promise<APIRequestContext> {
  const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
  // A browser names its page on every write; the API refuses cookie writes that do not.
  const context = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `10.99.0.${(++adminIp % 250) + 1}`, origin: baseURL },
  });
  const signIn = await context.post('/api/auth/sign-in/email', {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
  return context;
}

/** The newest mail to an address, read from the outbox through the admin API. */
/**
 * The newest mail to `to` (whose text has `containing`, when given). Account mails leave just
 * after the answer, so it waits a little for one.
 */
export async function latestMailTo(to: string, containing = '') {
  const admin = await adminRequest();
  try {
    for (let attempt = 0; attempt < 50; attempt++) {
      const response = await admin.get(`/api/admin/mail-outbox?to=${encodeURIComponent(to)}`);
      expect(response.ok()).toBe(true);
      const body = (await response.json()) as { items: { subject: string; text: string }[] };
      const mail = body.items[0];
      if (mail?.text.includes(containing)) return mail;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no mail to ${to}`);
  } finally {
    await admin.dispose();
  }
}

export function linkFromMail(text: string, path: '/verify-email' | '/reset-password') {
  const match = new RegExp(`https?://[^\\s]+${path}\\?token=[^\\s]+`).exec(text);
  if (!match) throw new Error(`no ${path} link in the mail`);
  return new URL(match[0]).pathname + new URL(match[0]).search;
}

/** The specification's dialogs: title and text. */
export async function expectDialog(page: Page, title: string, text: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(title);
  await expect(dialog.getByTestId('message-dialog-text')).toHaveText(text);
}

/** The guard's 'Giriş Gerekli' (specification §8), said on /login above its form, no overlay. */
export async function expectLoginRequired(page: Page) {
  const notice = page.getByTestId('login-guard-notice');
  await expect(notice).toContainText('Giriş Gerekli');
  await expect(notice).toContainText('Bu sayfaya erişmek için lütfen giriş yapın');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

export async function closeDialog(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Tamam' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

/** Registers through the API and verifies through the mailed link. */
export async function registerVerifiedUser(
  request: APIRequestContext,
  overrides: { name?: string; email?: string } = {},
) {
  const email = overrides.email ?? uniqueEmail('kullanici');
  const name = overrides.name ?? 'Mehmet Demir';
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: {
      name,
      email,
      phone: '0532 111 22 33',
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      kvkkConsent: true,
    },
  });
  expect(signUp.status()).toBe(200);
  const mail = await latestMailTo(email);
  const verify = await request.get(`/api/auth${linkFromMail(mail.text, '/verify-email')}`);
  expect(verify.ok()).toBe(true);
  return { email, name, password: PASSWORD };
}

export async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.getByRole('main').getByLabel('E-posta').fill(email);
  await page
    .getByRole('main')
    .getByLabel(/^Şifre \*?$/)
    .fill(password);
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).last().click();
}
