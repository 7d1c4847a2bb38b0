import {
  closeDialog,
  expect,
  expectDialog,
  expectLoginRequired,
  logIn,
  registerVerifiedUser,
  test,
} from './support/fixtures.ts';

const signedInRoutes = [
  '/myads',
  '/createAd',
  '/myorders',
  '/ads',
  '/sellermyorders',
  '/dashboard',
  '/profile',
];

for (const route of signedInRoutes) {
  test(`an anonymous visitor of ${route} is asked to log in`, async ({ page }) => {
    await page.goto(route);
    await expectLoginRequired(page);
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(route)}`);
  });
}

test('after login the user comes back to the page they asked for', async ({ page, request }) => {
  const user = await registerVerifiedUser(request, { name: 'Deniz Aydın' });
  await page.goto('/support');
  await expectLoginRequired(page);
  await logIn(page, user.email);
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('heading', { name: 'Destek' })).toBeVisible();
});

test('a signed-in user without a company is sent to create one, before any role check', async ({
  page,
  request,
}) => {
  const user = await registerVerifiedUser(request);
  await page.goto('/login');
  await logIn(page, user.email);
  await expect(page).toHaveURL(/\/createcompany$/);
  await closeDialog(page);
  await page.goto('/myads');
  await expectDialog(page, 'Şirket Bilgisi Gerekli', 'Lütfen önce şirket bilgilerinizi oluşturun');
  await expect(page).toHaveURL(/\/createcompany$/);
  // Without a company every navigation entry but Destek is greyed and not a link.
  for (const label of ['Anasayfa', 'İlanlar', 'Siparişler', 'Siparişler - Satıcı', 'İlanlarım']) {
    const item = page.locator('header nav').getByText(label, { exact: true });
    await expect(item).toHaveAttribute('aria-disabled', 'true');
  }
  await expect(page.locator('header nav').getByRole('link', { name: 'Destek' })).toBeVisible();
});
