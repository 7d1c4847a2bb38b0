import type { Page } from '@playwright/test';
import { expect, logIn, test } from './support/fixtures.ts';

// A 2×2 PNG: the upload checks the file's own bytes, not its name.
const COVER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR4nGNkYPj/n4GBgYGJAQoAAAz/AQN1JCqHAAAAAElFTkSuQmCC',
  'base64',
);

async function adminLogsIn(page: Page) {
  await page.goto('/login');
  await logIn(page, process.env.E2E_ADMIN_EMAIL ?? '', process.env.E2E_ADMIN_PASSWORD ?? '');
  await expect(page).not.toHaveURL(/\/login/);
}

test('an admin publishes a blog post with a cover, and a visitor reads it', async ({
  browser,
  page,
}) => {
  const title = `Tedarikte şeffaflık ${Date.now()}`;
  await adminLogsIn(page);
  await page.goto('/admin/blogs');
  await page.getByRole('link', { name: 'Yeni yazı' }).click();
  await expect(page.getByRole('heading', { name: 'Yeni blog yazısı' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Başlık' }).fill(title);
  await page.getByLabel('Kategori').fill('Satın Alma');
  await page.getByLabel('Yazar').fill('Ayşe Demir');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'kapak.png',
    mimeType: 'image/png',
    buffer: COVER_PNG,
  });
  await expect(page.getByRole('img', { name: 'Kapak görseli' })).toBeVisible();
  const editor = page.getByRole('textbox', { name: 'İçerik' });
  await editor.click();
  await page.keyboard.type('Tekliflerin kalem kalem karşılaştırılması satın almayı hızlandırır.');

  // The preview shows the card as visitors will see it, before anything is published.
  await page.getByRole('tab', { name: 'Önizleme' }).click();
  await expect(page.getByTestId('post-card').getByText(title)).toBeVisible();
  await page.getByRole('tab', { name: 'Yaz' }).click();

  await page.getByRole('button', { name: 'Yayınla' }).click();
  await expect(page.getByText('Yayınlandı.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Blog yazısını düzenle' })).toBeVisible();

  // A visitor, signed out, finds it on /blogs and reads it.
  const visitor = await (await browser.newContext({ locale: 'tr-TR' })).newPage();
  await visitor.goto('/blogs');
  const card = visitor.getByTestId('post-card').filter({ hasText: title });
  await expect(card.getByText('Satın Alma', { exact: true })).toBeVisible();
  await expect(card.getByText('Ayşe Demir')).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', /\/api\/files\//);
  await card.getByRole('link', { name: title, exact: true }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(
    visitor.getByText('Tekliflerin kalem kalem karşılaştırılması satın almayı hızlandırır.'),
  ).toBeVisible();
  await expect(visitor.getByRole('img', { name: `${title} kapak görseli` })).toBeVisible();
  await visitor.context().close();
});
