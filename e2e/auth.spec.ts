import {
  closeDialog,
  expect,
  expectDialog,
  latestMailTo,
  linkFromMail,
  logIn,
  PASSWORD,
  test,
  uniqueEmail,
} from './support/fixtures.ts';

test('register → verify by the mailed link → login → logout', async ({ page }) => {
  const email = uniqueEmail('kayit');
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Kayıt Ol' }).click();
  await expect(page).toHaveURL(/\/register$/);

  // The form explains every mistake before anything is sent.
  await page.getByRole('button', { name: 'Hesap Oluştur' }).click();
  await expect(page.getByText('Ad Soyad zorunludur')).toBeVisible();
  await expect(
    page.getByText('Devam etmek için KVKK Aydınlatma Metni’ni onaylamalısınız'),
  ).toBeVisible();

  await page.getByRole('main').getByLabel('Ad Soyad').fill('Zeynep Kaya');
  await page.getByRole('main').getByLabel('E-posta').fill(email);
  await page.getByRole('main').getByLabel('Telefon').fill('0532 123 45 67');
  await page
    .getByRole('main')
    .getByLabel(/^Şifre \*?$/)
    .fill(PASSWORD);
  await page.getByRole('main').getByLabel('Şifre Tekrar').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Hesap Oluştur' }).click();
  await expect(page.getByTestId('registered')).toContainText(email);

  // Not verified yet: the login says so and offers a new mail.
  await page.goto('/login');
  await logIn(page, email);
  await expect(page.getByTestId('form-error')).toContainText(
    'E-posta adresiniz henüz doğrulanmadı',
  );

  const mail = await latestMailTo(email, '/verify-email');
  expect(mail.subject).toContain('e-posta adresinizi doğrulayın');
  await page.goto(linkFromMail(mail.text, '/verify-email'));
  await expect(page.getByTestId('verify-success')).toBeVisible();

  await page.getByRole('link', { name: 'Giriş Yap' }).last().click();
  await logIn(page, email);
  // Signed in, but no company yet: the dashboard's guard sends the user to create one.
  await expectDialog(page, 'Şirket Bilgisi Gerekli', 'Lütfen önce şirket bilgilerinizi oluşturun');
  await expect(page).toHaveURL(/\/createcompany$/);
  await closeDialog(page);
  await expect(page.getByTestId('greeting')).toHaveText('Merhaba, Zeynep Kaya');

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Çıkış' }).click();
  await expectDialog(page, 'Başarılı!', 'Başarıyla çıkış yapıldı!');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('company'))).toBeNull();
  await closeDialog(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
});

test('a registered e-mail gets the same answer as a new one, and its owner a mail', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('alinmis');
  const first = await request.post('/api/auth/sign-up/email', {
    data: {
      name: 'İlk Kullanıcı',
      email,
      phone: '05321112233',
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      kvkkConsent: true,
    },
  });
  expect(first.status()).toBe(200);
  await page.goto('/register');
  await page.getByRole('main').getByLabel('Ad Soyad').fill('İkinci Kullanıcı');
  await page.getByRole('main').getByLabel('E-posta').fill(email);
  await page.getByRole('main').getByLabel('Telefon').fill('0532 123 45 67');
  await page
    .getByRole('main')
    .getByLabel(/^Şifre \*?$/)
    .fill(PASSWORD);
  await page.getByRole('main').getByLabel('Şifre Tekrar').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Hesap Oluştur' }).click();
  // Nobody learns from the page whether the address has an account here.
  await expect(page.getByTestId('registered')).toContainText(email);
  const mail = await latestMailTo(email, '/forgot-password');
  expect(mail.subject).toContain('adresinizle yeni bir kayıt denendi');
});

test('wrong password and forgotten password', async ({ page, request }) => {
  const email = uniqueEmail('sifre');
  await request.post('/api/auth/sign-up/email', {
    data: {
      name: 'Ali Veli',
      email,
      phone: '05321112233',
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      kvkkConsent: true,
    },
  });
  const verifyMail = await latestMailTo(email, '/verify-email');
  await request.get(`/api/auth${linkFromMail(verifyMail.text, '/verify-email')}`);

  await page.goto('/login');
  await logIn(page, email, 'Yanlis12345');
  await expect(page.getByTestId('form-error')).toHaveText('E-posta veya şifre hatalı');

  await page.getByRole('link', { name: 'Şifremi unuttum' }).click();
  await page.getByRole('main').getByLabel('E-posta').fill(email);
  await page.getByRole('button', { name: 'Bağlantı Gönder' }).click();
  await expect(page.getByTestId('forgot-sent')).toBeVisible();

  const resetMail = await latestMailTo(email, '/reset-password');
  await page.goto(linkFromMail(resetMail.text, '/reset-password'));
  await page.getByRole('main').getByLabel('Yeni şifre').fill('YeniSifre2026');
  await page.getByRole('main').getByLabel('Şifre Tekrar').fill('YeniSifre2026');
  await page.getByRole('button', { name: 'Şifreyi Güncelle' }).click();
  await expect(page.getByTestId('reset-done')).toBeVisible();

  await page.goto('/login');
  await logIn(page, email, 'YeniSifre2026');
  await expect(page).toHaveURL(/\/createcompany$/);
});
