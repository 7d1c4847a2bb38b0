import { approvedCompany } from './support/companies.ts';
import { expect, logIn, test } from './support/fixtures.ts';
import { apiContext } from './support/world-api.ts';

/** #31: a company connects its ERP: a key made in the browser, used by a machine, revoked. */

test.describe.configure({ timeout: 180_000 });
const SLOW = { timeout: 30_000 };

test('an owner makes an API key, a machine reads within its scope, and revoking shuts it out', async ({
  page,
}) => {
  const owner = await approvedCompany({
    name: 'Entegrasyon Gıda A.Ş.',
    person: 'Ece Entegre',
    roles: ['buyer'],
  });
  await page.goto('/login?next=/my-company/integrations');
  await logIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/my-company\/integrations$/, SLOW);
  await expect(page.getByRole('heading', { name: 'Entegrasyonlar', level: 1 })).toBeVisible(SLOW);

  await page.getByRole('button', { name: 'Yeni anahtar' }).click();
  const form = page.getByRole('dialog', { name: 'Yeni API anahtarı' });
  await form.getByLabel('Anahtar adı').fill('Logo ERP');
  // Reading ads is offered first; this key only reads orders.
  await form.getByLabel('İlanları okuma').uncheck();
  await form.getByLabel('Siparişleri okuma').check();
  await form.getByRole('button', { name: 'Yeni anahtar' }).click();

  // Shown once, in full; the list keeps only its start.
  const shown = page.getByTestId('api-key-secret');
  await expect(shown).toBeVisible(SLOW);
  const secret = ((await shown.textContent()) ?? '').trim();
  expect(secret).toMatch(/^tk_live_[A-Za-z0-9_-]{43}$/);
  await page.getByRole('button', { name: 'Kaydettim, kapat' }).click();
  await expect(page.getByText('Logo ERP').filter({ visible: true })).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);

  // A machine, with no session: the key's company's orders, and nothing outside its scope.
  const machine = await apiContext(61);
  const bearer = { authorization: `Bearer ${secret}` };
  const orders = await machine.get('/api/orders?side=buyer', { headers: bearer });
  expect(orders.status(), await orders.text()).toBe(200);
  const ads = await machine.get('/api/ads', { headers: bearer });
  expect(ads.status()).toBe(403);
  expect(((await ads.json()) as { code: string }).code).toBe('API_KEY_SCOPE');

  await page.getByRole('button', { name: 'İptal et' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'İptal et' }).click();
  await expect(page.getByText('İptal edildi').filter({ visible: true }).first()).toBeVisible(SLOW);
  const afterRevoke = await machine.get('/api/orders?side=buyer', { headers: bearer });
  expect(afterRevoke.status()).toBe(401);
  expect(afterRevoke.headers()['content-type']).toContain('application/problem+json');
  await machine.dispose();
});

test('a webhook address on the local network is refused, naming the field, and nothing is stored', async ({
  page,
}) => {
  const owner = await approvedCompany({
    name: 'Kanca Makina A.Ş.',
    person: 'Kemal Kanca',
    roles: ['seller'],
  });
  await page.goto('/login?next=/my-company/integrations');
  await logIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/my-company\/integrations$/, SLOW);
  await page.getByRole('tab', { name: 'Webhook’lar' }).click();
  await expect(page.getByText('Henüz webhook adresi yok')).toBeVisible(SLOW);

  await page.getByRole('button', { name: 'Webhook adresi ekle' }).click();
  const form = page.getByRole('dialog', { name: 'Webhook adresi ekle' });
  // Resolves to this machine: refused after DNS, as the metadata and private networks are.
  await form.getByLabel('Adres (URL)').fill('https://localhost:8443/teklifal');
  await form.getByLabel('İlan yayımlandı').check();
  await form.getByRole('button', { name: 'Webhook adresi ekle' }).click();
  await expect(form.getByText(/Adres \(URL\) yerel, özel veya bağlantı-yerel/)).toBeVisible(SLOW);
  await form.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(page.getByText('Henüz webhook adresi yok')).toBeVisible();
});

test('a buyer imports an ad’s lines from a spreadsheet: a preview names the bad row, the good ones fill the form', async ({
  page,
}) => {
  const buyer = await approvedCompany({
    name: 'Tablo Ambalaj A.Ş.',
    person: 'Tülay Tablo',
    roles: ['buyer'],
  });
  await page.goto('/login?next=/createAd');
  await logIn(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/createAd$/, SLOW);

  await page.getByRole('button', { name: "Excel'den satır aktar" }).click();
  const dialog = page.getByRole('dialog', { name: "Excel'den satır aktar" });
  // As Turkish Excel saves a CSV: semicolons, decimal commas, thousands with dots.
  const csv = [
    'Kalem adı;Teknik özellik;Miktar;Birim',
    'Oluklu koli;5 katlı, 40x30x30;1.250,5;kg',
    'Streç film;23 mikron;12;rulo',
    'Palet;;bir düzine;adet',
  ].join('\r\n');
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'kalemler.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await expect(dialog.getByText('2 satır hazır, 1 satırda hata var')).toBeVisible(SLOW);
  await expect(dialog.getByText(/Satır 4, C sütunu/).first()).toBeVisible();
  await dialog.getByRole('button', { name: '2 satırı forma ekle' }).click();
  await expect(dialog).toBeHidden(SLOW);

  const values = await page
    .locator('main input')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  expect(values).toEqual(expect.arrayContaining(['Oluklu koli', 'Streç film']));
  expect(values).not.toContain('Palet');
});
