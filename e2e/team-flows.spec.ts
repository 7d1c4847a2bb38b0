import { nextVkn, approvedCompany } from './support/companies.ts';
import {
  adminRequest,
  expect,
  latestMailTo,
  linkFromMail,
  logIn,
  PASSWORD,
  registerVerifiedUser,
  test,
  uniqueEmail,
} from './support/fixtures.ts';
import { apiContext, sessionOf, signIn } from './support/world-api.ts';

/** #13: an approval seen live, and a team invitation through registration. */

// Each test walks a whole path through several pages; on a busy machine that takes a while.
test.describe.configure({ timeout: 180_000 });
const SLOW = { timeout: 30_000 };

test('a pending seller sees the approval live: banner, navigation and company page, without reload', async ({
  page,
}) => {
  const request = await apiContext(40);
  const user = await registerVerifiedUser(request, { name: 'Bekleyen Satıcı' });
  await signIn(request, user.email, user.password);
  const created = await request.post('/api/companies', {
    data: {
      name: 'Canlı Onay Makina A.Ş.',
      taxNumber: nextVkn(),
      taxOffice: 'Kadıköy',
      city: 'İstanbul',
      district: 'Kadıköy',
      address: 'Caferağa Mah. Moda Cad. No: 10',
      phone: '0216 555 00 00',
      email: 'info@canlionay.com.tr',
      requestedRoles: ['seller'],
    },
  });
  expect(created.status()).toBe(201);
  const companyId = ((await created.json()) as { id: string }).id;
  await request.dispose();

  await page.goto('/login?next=/dashboard');
  await logIn(page, user.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('banner-seller')).toContainText(
    'Satıcı profiliniz inceleniyor',
    SLOW,
  );
  const ads = page.locator('header [data-nav="ads"]');
  await expect(ads).toHaveAttribute('aria-disabled', 'true');

  // Staff decide in a session of their own.
  const admin = await adminRequest();
  const decision = await admin.post(`/api/admin/companies/${companyId}/decisions`, {
    data: { role: 'seller', decision: 'approve' },
  });
  expect(decision.ok()).toBe(true);
  await admin.dispose();

  await expect(page.getByTestId('banner-seller')).toContainText('Satıcı profiliniz onaylı.', SLOW);
  await expect(ads).not.toHaveAttribute('aria-disabled');
  await expect(ads).toHaveAttribute('href', '/ads');
  await expect(page.getByTestId('notification-dot')).toBeVisible();

  await page.getByTestId('notification-bell').click();
  const item = page.getByTestId('notification-item').first();
  await expect(item).toContainText('Satıcı profiliniz onaylandı');
  await item.click();
  await expect(page).toHaveURL(/\/my-company$/);
  await expect(page.getByTestId('approval-seller')).toContainText('Onaylı');
  await expect(page.getByTestId('approval-seller')).not.toContainText('İnceleniyor');
});

test('an invitee without an account registers from the invitation, verifies, and joins the team', async ({
  page,
}) => {
  const owner = await approvedCompany({
    name: 'Davet Eden Tekstil A.Ş.',
    person: 'Orhan Sahip',
    roles: ['buyer'],
  });
  const ownerApi = await sessionOf(owner.email, 40);
  const invitee = uniqueEmail('davetli');
  const invited = await ownerApi.post('/api/company/invitations', {
    data: { email: invitee, role: 'member' },
  });
  expect(invited.status()).toBe(201);
  const invitationMail = await latestMailTo(invitee, '/invite/');
  const invitationPath = new URL(/https?:\/\/\S+\/invite\/\S+/.exec(invitationMail.text)?.[0] ?? '')
    .pathname;

  // The invitation, opened by someone without an account.
  await page.goto(invitationPath);
  await page.getByRole('link', { name: 'Bu adresle Kayıt Ol' }).click();
  await expect(page).toHaveURL(/\/register\?invitation=/);
  await expect(page.getByTestId('register-invitation')).toContainText(
    'Davet Eden Tekstil A.Ş. ekibine davet edildiniz',
  );
  const email = page.getByRole('main').getByLabel('E-posta');
  await expect(email).toHaveValue(invitee);
  await expect(email).toHaveAttribute('readonly', '');
  await expect(page.getByRole('link', { name: /Davete geri dön/ })).toHaveAttribute(
    'href',
    invitationPath,
  );
  const main = page.getByRole('main');
  await main.getByLabel('Ad Soyad').fill('Deniz Davetli');
  await main.getByLabel('Telefon').fill('0532 111 22 33');
  await main.getByLabel(/^Şifre \*?$/).fill(PASSWORD);
  await main.getByLabel(/^Şifre Tekrar/).fill(PASSWORD);
  await main.getByRole('checkbox').check();
  await main.getByRole('button', { name: 'Hesap Oluştur' }).click();
  await expect(page.getByTestId('registered')).toContainText('davete geri dönecek');

  // The verification link of the test mailer leads back to the invitation.
  const verification = await latestMailTo(invitee, '/verify-email');
  await page.goto(linkFromMail(verification.text, '/verify-email'));
  await expect(page.getByTestId('verify-success')).toContainText('davete dönüp');
  await page.getByRole('link', { name: 'Davete dön' }).click();
  await expect(page).toHaveURL(new RegExp(`${invitationPath}$`));
  await page.getByTestId('invite-signed-out').getByRole('link', { name: 'Giriş Yap' }).click();
  await logIn(page, invitee);
  await expect(page).toHaveURL(new RegExp(`${invitationPath}$`));
  await page.getByRole('button', { name: 'Daveti Kabul Et' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Şirketiniz: Davet Eden Tekstil A.Ş.')).toBeVisible(SLOW);

  // A member of the inviting company (one user, one company: so none of their own).
  const me = (await (await page.request.get('/api/me')).json()) as {
    company: { id: string } | null;
    companyRole: string | null;
  };
  expect(me.company?.id).toBe(owner.companyId);
  expect(me.companyRole).toBe('member');
  const members = (await (await ownerApi.get('/api/company/members')).json()) as {
    items: { email: string; role: string }[];
  };
  expect(members.items).toContainEqual(expect.objectContaining({ email: invitee, role: 'member' }));
  await ownerApi.dispose();
});
