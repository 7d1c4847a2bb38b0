import { expect, test } from './support/fixtures.ts';

test('public pages, footer and newsletter', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Kurumsal satın almayı');
  await expect(page.getByTestId('copyright')).toHaveText('© 2024 TeklifAl. Tüm hakları saklıdır.');

  await page.getByRole('contentinfo').getByRole('link', { name: 'KVKK Aydınlatma Metni' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('KVKK Aydınlatma Metni');
  await expect(page.getByText(/otuz \(30\) gün/).first()).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Çerez Politikası' }).click();
  await expect(page.locator('table').first()).toBeVisible();

  const newsletter = page.getByRole('form', { name: 'Bültenimize abone olun' });
  await newsletter.getByRole('button', { name: 'Abone Ol' }).click();
  await expect(newsletter.getByText('E-posta zorunludur')).toBeVisible();
  const email = `bulten.${Date.now()}@ornek.com.tr`;
  await newsletter.getByLabel('E-posta').fill(email);
  await newsletter.getByRole('button', { name: 'Abone Ol' }).click();
  await expect(page.getByText('Bültenimize abone oldunuz. Teşekkürler!')).toBeVisible();
  await newsletter.getByLabel('E-posta').fill(email);
  await newsletter.getByRole('button', { name: 'Abone Ol' }).click();
  await expect(
    page.getByText('Bu e-posta adresi bültenimize zaten abone. Teşekkürler!'),
  ).toBeVisible();
});

test('the language switch turns the interface to English and is kept', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('language-picker').first().click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.getByTestId('language-picker').first().click();
  await page.getByRole('menuitem', { name: 'Türkçe' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
});

test('the first-admin setup is closed once an admin exists', async ({ page }) => {
  await page.goto('/setup');
  await expect(page.getByTestId('setup-closed')).toBeVisible();
});

test('the API reference is browsable', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByText('TeklifAl API').first()).toBeVisible();
});

test('the newsletter box shows its whole placeholder on a phone and a desktop, in both languages', async ({
  page,
}) => {
  for (const language of ['tr', 'en']) {
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/');
      await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
      await page.reload();
      const input = page.getByRole('contentinfo').locator('input[type="email"]');
      await expect(input).toBeVisible();
      const fit = await input.evaluate((element: HTMLInputElement) => {
        const style = getComputedStyle(element);
        const context = document.createElement('canvas').getContext('2d');
        if (!context) throw new Error('no canvas');
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        return {
          text: context.measureText(element.placeholder).width,
          room:
            element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
        };
      });
      expect(fit.text, `${language} at ${width} px`).toBeLessThanOrEqual(fit.room);
    }
  }
});
