import type { Page } from '@playwright/test';
import {
  adminRequest,
  closeDialog,
  expect,
  expectDialog,
  logIn,
  registerVerifiedUser,
  test,
} from './support/fixtures.ts';
import { nextVkn } from './support/companies.ts';

async function createCompanyThroughTheForm(
  page: Page,
  name: string,
  roles: ('Alıcı' | 'Satıcı')[],
) {
  await page.goto('/createcompany');
  const main = page.getByRole('main');
  await main.getByLabel('Ticari unvan').fill(name);
  await main.getByLabel('VKN / TCKN').fill(nextVkn());
  await main.getByLabel('Vergi dairesi').fill('Kadıköy');
  await main.getByLabel(/^İl\s*\*?$/).fill('İstanbul');
  await page.getByRole('option', { name: 'İstanbul', exact: true }).click();
  await main.getByLabel(/^İlçe\s*\*?$/).fill('Kadıköy');
  await page.getByRole('option', { name: 'Kadıköy', exact: true }).click();
  await main.getByLabel('Adres').fill('Caferağa Mah. Moda Cad. No: 10');
  await main.getByLabel('Telefon').fill('0216 555 00 00');
  await main.getByLabel('Kurumsal e-posta').fill('info@ornekfirma.com.tr');
  for (const role of roles) await main.getByLabel(new RegExp(`^${role}:`)).check();
  await page.getByRole('button', { name: 'Şirketi Oluştur' }).click();
  await expect(page).toHaveURL(/\/sectors\/[^/]+\?next=success$/);
  await main.getByLabel('Sektör ara').fill('ambalaj');
  await main.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Kaydet ve devam et' }).click();
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByRole('heading', { name: 'Başvurunuz alındı' })).toBeVisible();
}

async function companyIdByName(name: string) {
  const admin = await adminRequest();
  const list = await admin.get(`/api/admin/companies?q=${encodeURIComponent(name)}`);
  const body = (await list.json()) as { items: { id: string; name: string }[] };
  await admin.dispose();
  const found = body.items.find((c) => c.name === name);
  if (!found) throw new Error(`company ${name} not found`);
  return found.id;
}

async function adminLogsIn(page: Page) {
  await page.goto('/login');
  await logIn(page, process.env.E2E_ADMIN_EMAIL ?? '', process.env.E2E_ADMIN_PASSWORD ?? '');
  await expect(page).not.toHaveURL(/\/login/);
}

test('a company is created, the admin approves its seller role, and the seller pages open', async ({
  browser,
  page,
  request,
}) => {
  const user = await registerVerifiedUser(request, { name: 'Elif Şahin' });
  await page.goto('/login');
  await logIn(page, user.email);
  await expect(page).toHaveURL(/\/createcompany$/);
  await closeDialog(page);

  const name = `Marmara Ambalaj ${Date.now()} A.Ş.`;
  await createCompanyThroughTheForm(page, name, ['Satıcı']);

  // Before approval: the seller entries are greyed and /ads refuses with the catalogue dialog.
  await page.goto('/dashboard');
  await expect(page.getByTestId('banner-seller')).toContainText('Satıcı profiliniz inceleniyor');
  const nav = page.locator('header nav');
  await expect(nav.getByText('İlanlar', { exact: true })).toHaveAttribute('aria-disabled', 'true');
  await page.goto('/ads');
  await expectDialog(page, 'Erişim Engellendi!', 'Satıcı profiliniz henüz onaylanmamış');
  await expect(page).toHaveURL(/\/dashboard$/);
  await closeDialog(page);

  // The platform admin approves the seller role in the back office.
  const companyId = await companyIdByName(name);
  const adminContext = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': '10.77.0.1' },
  });
  const adminPage = await adminContext.newPage();
  await adminLogsIn(adminPage);
  await adminPage.goto(`/admin/companies/${companyId}`);
  await adminPage.getByRole('button', { name: 'Satıcı rolünü onayla' }).click();
  await adminPage.getByRole('dialog').getByRole('button', { name: 'Onayla' }).click();
  await expect(adminPage.getByRole('button', { name: 'Satıcı rolünü onayla' })).toHaveCount(0);
  await adminContext.close();

  // The seller now sees İlanlar enabled and /ads opens; the bell tells the news.
  await page.goto('/dashboard');
  await expect(page.getByTestId('banner-seller')).toContainText('Satıcı profiliniz onaylı');
  await expect(nav.getByRole('link', { name: 'İlanlar' })).toBeVisible();
  await nav.getByRole('link', { name: 'İlanlar' }).click();
  await expect(page).toHaveURL(/\/ads$/);
  await expect(page.getByRole('heading', { name: 'İlanlar', level: 1 })).toBeVisible();

  // A confirmed seller may open any ad, but never bid on one of its own company's.
  await page.goto(`/ad-details/${companyId}/ornek-ilan/bid`);
  await expectDialog(
    page,
    'Kendi İlanınıza Teklif Veremezsiniz!',
    'Bu ilana teklif veremezsiniz, çünkü bu sizin ilanınız',
  );
  await expect(page).toHaveURL(/\/dashboard$/);
  await closeDialog(page);
  // The guard lets a confirmed seller through; an ad that does not exist is then not found.
  await page.goto('/ad-details/baska-sirket/ornek-ilan');
  await expect(page.getByText('İlan bulunamadı')).toBeVisible();
});

test('a rejected buyer sees the reason and can apply again', async ({ browser, page, request }) => {
  const user = await registerVerifiedUser(request, { name: 'Burak Öztürk' });
  await page.goto('/login');
  await logIn(page, user.email);
  await closeDialog(page);
  const name = `Anadolu Gıda ${Date.now()} Ltd. Şti.`;
  await createCompanyThroughTheForm(page, name, ['Alıcı']);

  const companyId = await companyIdByName(name);
  const adminContext = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': '10.77.0.2' },
  });
  const adminPage = await adminContext.newPage();
  await adminLogsIn(adminPage);
  await adminPage.goto(`/admin/companies/${companyId}`);
  await adminPage.getByRole('button', { name: 'Alıcı rolünü reddet' }).click();
  const dialog = adminPage.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Reddet' }).click();
  await expect(dialog.getByText(/Gerekçe/).first()).toBeVisible();
  await dialog.getByLabel(/Gerekçe/).fill('Vergi levhası okunaklı değil, lütfen yeniden yükleyin.');
  await dialog.getByRole('button', { name: 'Reddet' }).click();
  await expect(adminPage.getByRole('button', { name: 'Alıcı rolünü reddet' })).toHaveCount(0);
  await adminContext.close();

  await page.goto('/dashboard');
  await expect(page.getByTestId('banner-buyer')).toContainText(
    'Alıcı profiliniz reddedildi: Vergi levhası okunaklı değil, lütfen yeniden yükleyin.',
  );
  await page.goto('/myads');
  await expectDialog(page, 'Erişim Engellendi!', 'Alıcı profiliniz henüz onaylanmamış');
  await closeDialog(page);
  // Not a seller and not the owner: another company's ad is closed to it.
  await page.goto('/ad-details/baska-sirket/ornek-ilan');
  await expectDialog(
    page,
    'Erişim Engellendi!',
    'Bu ilanı yalnızca ilan sahibi şirket veya onaylı satıcılar görüntüleyebilir',
  );
  await expect(page).toHaveURL(/\/dashboard$/);
  await closeDialog(page);
  await page.goto('/my-company');
  await expect(page.getByTestId('rejection-reason-buyer')).toContainText(
    'Vergi levhası okunaklı değil',
  );
  await page.getByTestId('approval-buyer').getByRole('button', { name: 'Tekrar başvur' }).click();
  await expect(page.getByTestId('approval-buyer')).toContainText('Onay bekliyor');
});
