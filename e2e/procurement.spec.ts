import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { approvedCompany } from './support/companies.ts';

async function runOrderCommand(page: Page, command: string, fields: Record<string, string> = {}) {
  await page.getByRole('button', { name: command, exact: true }).click();
  const dialog = page.getByRole('dialog');
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
  await dialog.getByRole('button', { name: command, exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function rate(page: Page, stars: number, comment: string) {
  // Mantine's stars are visually hidden radios; a person clicks the star, i.e. its label.
  const star = page.getByLabel(`${stars} yıldız`).first();
  const id = await star.getAttribute('id');
  await page.locator(`label[for="${id}"]`).click();
  await page.getByLabel('Yorum').fill(comment);
  await page.getByRole('button', { name: 'Değerlendirmeyi gönder' }).click();
  await expect(page.getByText('Sizin değerlendirmeniz')).toBeVisible();
}

/**
 * The buyer writes in the order's chat with a file; the seller sees it counted as unread in
 * its list, opens it and answers; the buyer sees the answer and that its message was read
 * without reloading. Leaves the seller on the order page.
 */
async function talkInTheOrderChat(buyerPage: Page, sellerPage: Page, buyerRow: Locator) {
  await buyerRow.click();
  await buyerPage.getByRole('link', { name: 'Mesajlaşma' }).click();
  await expect(buyerPage.getByRole('heading', { name: 'Sipariş sohbeti' })).toBeVisible();
  await buyerPage.locator('input[type="file"]').setInputFiles({
    name: 'baski-dosyasi.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    ),
  });
  // The chosen file shows by name before it is sent.
  await expect(
    buyerPage.getByTestId('chat-attachment-chip').getByText(/^baski-dosyasi\.pdf/),
  ).toBeVisible();
  const box = buyerPage.getByRole('textbox', { name: 'Mesajınız' });
  await box.fill('Koliler tek renk logolu olacak; baskı dosyası ekte.');
  await box.press('Enter');
  await expect(buyerPage.getByTestId('chat-receipt')).toHaveText('Gönderildi');

  await sellerPage.goto('/sellermyorders');
  await sellerPage.getByRole('link', { name: '1 okunmamış mesaj' }).click();
  await expect(
    sellerPage.getByText('Koliler tek renk logolu olacak; baskı dosyası ekte.'),
  ).toBeVisible();
  await expect(sellerPage.getByRole('link', { name: 'baski-dosyasi.pdf' })).toBeVisible();
  await sellerPage
    .getByRole('textbox', { name: 'Mesajınız' })
    .fill('Anlaşıldı, numuneyi yarın gönderiyoruz.');
  await sellerPage.getByRole('button', { name: 'Gönder' }).click();
  // The buyer's chat is open, so it may read the answer before this check runs.
  await expect(sellerPage.getByTestId('chat-receipt')).toHaveText(/^(Gönderildi|Görüldü)$/);

  // The buyer's open chat picks up the answer by itself.
  await expect(buyerPage.getByText('Anlaşıldı, numuneyi yarın gönderiyoruz.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(buyerPage.getByTestId('chat-receipt')).toHaveText('Görüldü');
  await expect(sellerPage.getByTestId('chat-receipt')).toHaveText('Görüldü', { timeout: 15_000 });
  await sellerPage.getByRole('link', { name: 'Siparişe dön' }).click();
  await expect(
    sellerPage.getByRole('button', { name: 'Siparişi onayla', exact: true }),
  ).toBeVisible();
}

test('buyer publishes, seller bids, buyer awards, both talk in the chat, the order is shipped, completed and rated', async ({
  signedInPage,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now() % 100_000;
  const buyer = await approvedCompany({
    name: `Boğaziçi Gıda ${stamp} A.Ş.`,
    person: 'Ayşe Demir',
    roles: ['buyer'],
  });
  const seller = await approvedCompany({
    name: `Ege Koli ${stamp} Ltd. Şti.`,
    person: 'Can Öztürk',
    roles: ['seller'],
    sectorSlugs: ['ambalaj-karton-koli'],
  });
  const title = `Oluklu koli alımı ${stamp}`;

  // The buyer publishes an ad through the form (the bid deadline keeps its default: a week).
  const buyerPage = await signedInPage(buyer.email);
  await buyerPage.goto('/createAd');
  const form = buyerPage.getByRole('main');
  await form.getByRole('textbox', { name: /^İlan başlığı/ }).fill(title);
  await form.getByRole('combobox', { name: /^Sektör/ }).click();
  await form.getByRole('combobox', { name: /^Sektör/ }).fill('Karton');
  await buyerPage.getByRole('option', { name: /Karton ve Oluklu Koli/ }).click();
  await form.getByLabel(/^Açıklama/).fill('Sevkiyatlarımız için çift oluklu koli alınacaktır.');
  await form.getByRole('textbox', { name: /^Kalem adı/ }).fill('Koli 40x30x30');
  await form.getByRole('textbox', { name: /^Miktar/ }).fill('1.000');
  await form.getByRole('combobox', { name: /^Teslimat ili/ }).click();
  await form.getByRole('combobox', { name: /^Teslimat ili/ }).fill('İzmir');
  await buyerPage.getByRole('option', { name: 'İzmir', exact: true }).click();
  await form.getByLabel(/^Teslimat adresi/).fill('Atatürk OSB 10. Sokak No: 4, Çiğli');
  await form.getByRole('textbox', { name: /^Teslimat tarihi/ }).fill('31.12.2099');
  await form.getByRole('textbox', { name: /^Teslimat tarihi/ }).press('Enter');
  await form.getByRole('combobox', { name: /^Ödeme koşulları/ }).fill('30 gün vadeli');
  await form.getByRole('combobox', { name: /^Ödeme koşulları/ }).press('Escape');
  await buyerPage.getByRole('button', { name: 'Yayınla' }).click();
  await expect(buyerPage).toHaveURL(/\/ad-details\/[^/]+\/[^/]+$/);
  await expect(buyerPage.getByRole('heading', { name: title })).toBeVisible();
  const adUrl = new URL(buyerPage.url()).pathname;

  // The seller finds it among open ads and bids on every line.
  const sellerPage = await signedInPage(seller.email);
  await sellerPage.goto('/ads');
  await sellerPage.getByLabel('İlanlarda ara').fill(`koli ${stamp}`);
  // The search applies once typing pauses; the card is then picked among its results.
  await expect(sellerPage).toHaveURL(/[?&]q=koli/);
  const card = sellerPage.locator('article, .mantine-Card-root').filter({ hasText: title });
  await card.getByRole('link', { name: 'Teklif Ver' }).click();
  await expect(sellerPage).toHaveURL(new RegExp(`${adUrl}/bid$`));
  await sellerPage.getByLabel('Koli 40x30x30 için birim fiyat').fill('12,50');
  await expect(sellerPage.getByText('₺12.500,00').first()).toBeVisible();
  await sellerPage.getByRole('textbox', { name: /^Teslim süresi/ }).fill('7');
  await sellerPage.getByRole('button', { name: 'Teklifi Gönder' }).click();
  await expect(sellerPage).toHaveURL(new RegExp(`${adUrl}$`));
  await expect(sellerPage.getByText('Gönderildi').first()).toBeVisible();

  // The buyer compares and awards the whole ad to that bid.
  await buyerPage.goto(adUrl);
  await expect(
    buyerPage
      .getByText(seller.email)
      .or(buyerPage.getByText(`Ege Koli ${stamp}`))
      .first(),
  ).toBeVisible();
  await buyerPage.getByRole('radio', { name: new RegExp(`Tüm ilanı Ege Koli ${stamp}`) }).check();
  await buyerPage.getByRole('button', { name: 'Özeti gör ve onayla' }).click();
  await buyerPage.getByRole('dialog').getByRole('button', { name: 'Siparişleri oluştur' }).click();
  await expect(buyerPage.getByText('Siparişler oluşturuldu').first()).toBeVisible();

  // Both sides see the order.
  await buyerPage.goto('/myorders');
  const buyerRow = buyerPage.getByRole('link', { name: /^SIP-\d{4}-\d{6} siparişini aç$/ }).first();
  const orderNo = (await buyerRow.textContent())?.match(/SIP-\d{4}-\d{6}/)?.[0] ?? '';
  expect(orderNo).toMatch(/^SIP-/);
  await sellerPage.goto('/sellermyorders');
  await sellerPage
    .getByRole('link', { name: `${orderNo} siparişini aç` })
    .first()
    .click();
  await expect(sellerPage.getByRole('heading', { name: new RegExp(orderNo) })).toBeVisible();

  await talkInTheOrderChat(buyerPage, sellerPage, buyerRow);
  await buyerPage.goto('/myorders');

  // The seller confirms and ships; the buyer takes delivery and completes.
  await runOrderCommand(sellerPage, 'Siparişi onayla');
  await runOrderCommand(sellerPage, 'Kargoya verildi', {
    'Kargo takip bilgisi': 'Yurtiçi Kargo 123456',
  });
  await expect(sellerPage.getByText('Yurtiçi Kargo 123456').first()).toBeVisible();
  await buyerRow.click();
  await expect(buyerPage.getByRole('heading', { name: new RegExp(orderNo) })).toBeVisible();
  await runOrderCommand(buyerPage, 'Teslim aldım');
  await runOrderCommand(buyerPage, 'Siparişi tamamla');
  await expect(buyerPage.getByText('Tamamlandı').first()).toBeVisible();

  // Both rate each other once.
  await rate(buyerPage, 5, 'Zamanında ve eksiksiz teslim.');
  await sellerPage.reload();
  await rate(sellerPage, 4, 'Ödeme vadesinde yapıldı.');
  await expect(sellerPage.getByText('Karşı tarafın değerlendirmesi')).toBeVisible();
});
