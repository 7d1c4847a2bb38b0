import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures.ts';
import { createAuctionWorld } from './support/auction-world.ts';

/** What arrives through the live events may take a while on a loaded machine. */
const live = { timeout: 30_000 };

/**
 * The seller lowers the boxes' unit price, typed or one step down (the form works out the
 * price), and sends it.
 */
async function bid(page: Page, price: string | 'oneStep') {
  const form = page.getByTestId('auction-bid-form');
  if (price === 'oneStep') {
    await form.getByRole('button', { name: 'Koli 40x30x30: bir adım düşür' }).click();
  } else {
    await form.getByRole('textbox', { name: 'Koli 40x30x30: yeni birim fiyat' }).fill(price);
  }
  await form.getByRole('button', { name: 'Yeni fiyatı gönder' }).click();
  await expect(page.getByText(/Yeni fiyatınız alındı/).first()).toBeVisible(live);
}

test('a buyer runs a two-minute reverse auction between two sellers, live on three screens, to its end and report', async ({
  signedInPage,
}) => {
  test.setTimeout(360_000);
  const world = await createAuctionWorld();
  const nameA = `Anadolu Ambalaj`;
  const nameB = `Boğaziçi Koli`;

  // Everyone signs in first: the auction's two minutes are for bidding.
  const buyer = await signedInPage(world.buyer.email);
  const sellerA = await signedInPage(world.sellerA.email);
  const sellerB = await signedInPage(world.sellerB.email);
  for (const seller of [sellerA, sellerB]) {
    await seller.goto(world.adPath);
    await expect(seller.getByTestId('my-bid-panel')).toBeVisible({ timeout: 30_000 });
  }

  // The buyer starts it from the comparison: both bids, now, two minutes, 1% steps, no extension.
  await buyer.goto(world.adPath);
  await buyer.getByRole('button', { name: 'Canlı eksiltme başlat' }).click();
  const form = buyer.getByTestId('start-auction-form');
  await expect(form.getByRole('checkbox', { name: new RegExp(nameA) })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: new RegExp(nameB) })).toBeChecked();
  await form.getByRole('textbox', { name: 'Süre (dakika)' }).fill('2');
  await form.getByRole('textbox', { name: 'Uzatma süresi (dakika)' }).fill('0');
  await form.getByRole('button', { name: 'Eksiltmeyi başlat' }).click();
  await expect(buyer).toHaveURL(/\/auctions\/[^/]+$/);
  const roomPath = new URL(buyer.url()).pathname;
  const ranking = buyer.getByTestId('auction-ranking-row');
  await expect(ranking.first()).toContainText(nameA);
  await expect(ranking.first()).toContainText('₺12.000,00');

  // Each seller finds the room from its bid on the ad (the panel learns of it live).
  for (const seller of [sellerA, sellerB]) {
    await seller.getByRole('link', { name: 'Eksiltme odasına git' }).click();
    await expect(seller).toHaveURL(new RegExp(`${roomPath}$`));
    await expect(seller.getByTestId('auction-phase')).toHaveText('Sürüyor');
  }
  await expect(sellerA.getByTestId('seller-rank')).toHaveText('1. sıradasınız / 2 katılımcı', live);
  await expect(sellerB.getByTestId('seller-rank')).toHaveText('2. sıradasınız / 2 katılımcı', live);
  // A seller sees neither the other's name nor its price.
  await expect(sellerB.getByText(nameA)).toHaveCount(0);
  await expect(sellerB.getByText('₺12.000,00')).toHaveCount(0);

  // B types 9,90 a box (12.500,00 → 11.900,00): first; A learns it lost first place.
  await bid(sellerB, '9,90');
  await expect(sellerB.getByTestId('seller-rank')).toHaveText('1. sıradasınız / 2 katılımcı', live);
  await expect(sellerA.getByTestId('seller-rank')).toHaveText('2. sıradasınız / 2 katılımcı', live);
  await expect(ranking.first()).toContainText(nameB);
  await expect(buyer.getByTestId('auction-history-row').first()).toContainText(nameB, live);

  // A answers with one step from 12.000,00: 11.880,00, first again, seen live everywhere.
  await bid(sellerA, 'oneStep');
  await expect(sellerA.getByTestId('seller-rank')).toHaveText('1. sıradasınız / 2 katılımcı', live);
  await expect(sellerB.getByTestId('seller-rank')).toHaveText('2. sıradasınız / 2 katılımcı', live);
  await expect(ranking.first()).toContainText(nameA);
  await expect(ranking.first()).toContainText('₺11.880,00');

  // The time runs out on the server's clock: every screen shows the end by itself.
  const endTimeout = { timeout: 150_000 };
  await expect(buyer.getByTestId('auction-phase')).toHaveText('Sona erdi', endTimeout);
  await expect(sellerA.getByTestId('auction-bid-closed')).toHaveText(
    'Eksiltme sona erdi; yeni fiyat alınmıyor.',
    endTimeout,
  );
  await expect(sellerB.getByTestId('auction-phase')).toHaveText('Sona erdi', endTimeout);
  await expect(sellerB.getByTestId('auction-bid-form')).toHaveCount(0);

  // The buyer's report: the CSV holds every bid and the final ranking.
  const report = buyer.getByTestId('auction-report');
  const [download] = await Promise.all([
    buyer.waitForEvent('download'),
    report.getByRole('link', { name: 'Raporu indir (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^eksiltme-raporu.*\.csv$/);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv).toContain(nameA);
  expect(csv).toContain(nameB);
  expect(csv).toContain('11880,00');

  // Back in the comparison, the final prices stand and the ad can be awarded on them.
  await report.getByRole('link', { name: 'Son fiyatlarla karşılaştırmaya git' }).click();
  await expect(buyer).toHaveURL(new RegExp(`${world.adPath}$`));
  await expect(buyer.getByTestId('auction-banner')).toContainText('Canlı eksiltme sona erdi');
  await expect(buyer.getByText('₺11.880,00').first()).toBeVisible();
});
