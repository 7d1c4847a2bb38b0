import type { Page } from '@playwright/test';
import { approvedCompany } from './support/companies.ts';
import {
  adminRequest,
  expect,
  expectLoginRequired,
  logIn,
  registerVerifiedUser,
  test,
} from './support/fixtures.ts';
import { sessionOf } from './support/world-api.ts';

/** #27: what signing in shows and where it leads, timed as a person meets it. */

test.describe.configure({ timeout: 120_000 });
const SLOW = { timeout: 30_000 };

/** Whether any dialog showed on the page since this was called (read by `seen()`). */
async function watchDialogs(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { dialogSeen?: boolean };
    w.dialogSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('[role="dialog"]')) w.dialogSeen = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  return {
    seen: () =>
      page.evaluate(() => (window as unknown as { dialogSeen?: boolean }).dialogSeen === true),
  };
}

test('a guarded page opened signed out: "Giriş Gerekli" is on the login form, nothing covers it', async ({
  page,
  request,
}) => {
  const user = await registerVerifiedUser(request, { name: 'Acele Eden' });
  await page.goto('/support');
  await expect(page).toHaveURL('/login?next=%2Fsupport');
  const dialogs = await watchDialogs(page);
  await expectLoginRequired(page);

  // The person types and clicks at once, as people do; no overlay comes to take the click.
  await logIn(page, user.email);
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('heading', { name: 'Destek' })).toBeVisible();
  expect(await dialogs.seen()).toBe(false);
});

test('an e-mail typed before the session probe answers stays in the field', async ({
  page,
  request,
}) => {
  const user = await registerVerifiedUser(request, { name: 'Hızlı Yazan' });
  // The probe answers late, after the form is on screen and the person has typed.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/me?optional=true', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login?next=%2Fsupport');
  const email = page.getByRole('main').getByLabel('E-posta');
  await email.pressSequentially(user.email);
  const answered = page.waitForResponse('**/api/me?optional=true');
  release();
  await answered;
  await page.waitForTimeout(500);
  await expect(email).toHaveValue(user.email);
  await page.unroute('**/api/me?optional=true');
  await page
    .getByRole('main')
    .getByLabel(/^Şifre \*?$/)
    .fill(user.password);
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).last().click();
  await expect(page).toHaveURL(/\/support$/);
});

test('a crafted next (/\\evil.example) leads to the dashboard after signing in', async ({
  page,
}) => {
  const owner = await approvedCompany({
    name: 'Yönlendirme Deneme A.Ş.',
    person: 'Yusuf Deneme',
    roles: ['buyer'],
  });
  await page.goto(`/login?next=${encodeURIComponent('/\\evil.example/x')}`);
  await logIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('platform staff land in the back office and reach it from the navigation bar', async ({
  page,
}) => {
  await page.goto('/login');
  const dialogs = await watchDialogs(page);
  await logIn(page, process.env.E2E_ADMIN_EMAIL ?? '', process.env.E2E_ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/admin(\/|$)/);
  await expect(page.getByText('Şirket Bilgisi Gerekli')).toHaveCount(0);
  expect(await dialogs.seen()).toBe(false);

  // The home of a signed-in user (the dashboard) is the back office for staff without a company.
  await page.goto('/support');
  await page.getByRole('link', { name: 'TeklifAl' }).first().click();
  await expect(page).toHaveURL(/\/admin(\/|$)/);
  await page.goto('/support');
  const navigation = page.locator('header nav').first();
  await expect(navigation.locator('[aria-disabled="true"]')).toHaveCount(0);
  await navigation.getByRole('link', { name: 'Yönetim' }).click();
  await expect(page).toHaveURL(/\/admin(\/|$)/);
});

test('a suspended user signing in is told the account is suspended', async ({ page, request }) => {
  const user = await registerVerifiedUser(request, { name: 'Askıya Alınan' });
  const admin = await adminRequest();
  const found = (await (
    await admin.get(`/api/admin/users?q=${encodeURIComponent(user.email)}`)
  ).json()) as { items: { id: string }[] };
  const id = found.items[0]?.id ?? '';
  expect(
    (await admin.post(`/api/admin/users/${id}/ban`, { data: { reason: 'Deneme' } })).ok(),
  ).toBe(true);
  await admin.dispose();

  await page.goto('/dashboard');
  await logIn(page, user.email);
  const notice = page.getByTestId('suspended-notice');
  await expect(notice).toContainText('Hesabınız askıya alındı');
  await expect(notice.getByRole('link', { name: 'İletişim' })).toHaveAttribute(
    'href',
    '/contactus',
  );
  await expect(page.getByTestId('login-guard-notice')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login/);
});

test('an invited user without a company accepts on /createcompany and is welcomed on the dashboard', async ({
  page,
  request,
}) => {
  const owner = await approvedCompany({
    name: 'Karşılayan Tekstil A.Ş.',
    person: 'Orhan Karşılayan',
    roles: ['buyer'],
  });
  const invitee = await registerVerifiedUser(request, { name: 'Deniz Katılan' });
  const ownerApi = await sessionOf(owner.email, 41);
  expect(
    (
      await ownerApi.post('/api/company/invitations', {
        data: { email: invitee.email, role: 'member' },
      })
    ).status(),
  ).toBe(201);
  await ownerApi.dispose();

  await page.goto('/login');
  await logIn(page, invitee.email);
  await expect(page).toHaveURL(/\/createcompany$/);
  const offer = page.getByTestId('invitation-offer');
  await expect(offer).toContainText('Karşılayan Tekstil A.Ş.', SLOW);
  // The company guard's dialog (it names the invitation) is closed first.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Şirket Bilgisi Gerekli');
  await dialog.getByRole('button', { name: 'Tamam' }).click();
  await expect(dialog).toBeHidden();
  await offer.getByRole('button', { name: 'Daveti kabul et ve katıl' }).click();

  await expect(page).toHaveURL(/\/dashboard$/, SLOW);
  await expect(page.getByTestId('team-welcome')).toContainText(
    'Karşılayan Tekstil A.Ş. ekibine hoş geldiniz!',
  );
  await expect(page.getByText('Şirketiniz zaten var')).toHaveCount(0);
});
