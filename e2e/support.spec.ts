import type { Browser, Page } from '@playwright/test';
import { approvedCompany } from './support/companies.ts';
import { expect, logIn, test } from './support/fixtures.ts';

// A one-page PDF: the upload checks the file's own bytes, not its name.
const SCREENSHOT_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function signedInPage(browser: Browser, email: string, password?: string): Promise<Page> {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': `10.50.${Date.now() % 250}.${(Date.now() % 200) + 1}` },
  });
  const page = await context.newPage();
  await page.goto('/login');
  await logIn(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

test('a company opens a support ticket with a file, staff answer it, the company reads the answer and closes it', async ({
  browser,
}) => {
  const stamp = Date.now();
  const subject = `Teklif eki yüklenmiyor ${stamp}`;
  const company = await approvedCompany({
    name: `Trakya Tekstil ${stamp} A.Ş.`,
    person: 'Derya Kılıç',
    roles: ['seller'],
  });

  // The company writes to support from /support.
  const user = await signedInPage(browser, company.email);
  await user.goto('/support');
  await user.getByRole('button', { name: 'Yeni destek talebi' }).first().click();
  const form = user.getByRole('dialog');
  await form.getByLabel('Konu').fill(subject);
  await form.getByRole('combobox', { name: 'Kategori' }).click();
  await user.getByRole('option', { name: 'Teknik sorun' }).click();
  await form
    .getByLabel('Mesajınız')
    .fill('Teklif formunda PDF eklerken hata alıyorum. Ekran görüntüsü ekte.');
  await form.locator('input[type="file"]').setInputFiles({
    name: 'hata.pdf',
    mimeType: 'application/pdf',
    buffer: SCREENSHOT_PDF,
  });
  await expect(form.getByText('hata.pdf')).toBeVisible();
  await form.getByRole('button', { name: 'Talebi gönder' }).click();
  await expect(user.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(user.getByText('Yanıt bekliyor').first()).toBeVisible();
  await expect(user.getByRole('link', { name: /hata\.pdf/ })).toBeVisible();
  const ticketUrl = user.url();

  // Staff find it among the tickets waiting for them and answer.
  const staff = await signedInPage(
    browser,
    process.env.E2E_ADMIN_EMAIL ?? '',
    process.env.E2E_ADMIN_PASSWORD ?? '',
  );
  await staff.goto('/admin/support');
  await staff.getByRole('row').filter({ hasText: subject }).getByRole('link').click();
  await expect(staff.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await staff
    .getByLabel('Mesajınız')
    .fill('PDF dosyanız 10 MB sınırının altında olmalı. Sıkıştırıp yeniden deneyebilirsiniz.');
  await staff.getByRole('button', { name: 'Yanıtla' }).click();
  await expect(staff.getByText('Yanıtlandı').first()).toBeVisible();

  // The company sees the answer (and its bell), then closes the ticket.
  await user.goto(ticketUrl);
  await expect(
    user.getByText('PDF dosyanız 10 MB sınırının altında olmalı.', { exact: false }),
  ).toBeVisible();
  await expect(user.getByText(/Destek ekibi/).first()).toBeVisible();
  await user.getByRole('button', { name: 'Talebi kapat' }).click();
  await user.getByRole('dialog').getByRole('button', { name: 'Talebi kapat' }).click();
  await expect(user.getByText('Kapandı').first()).toBeVisible();
  await expect(user.getByText('Talep kapalı. Yazdığınızda talep yeniden açılır.')).toBeVisible();
});
