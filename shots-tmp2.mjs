import { chromium } from '@playwright/test';
const BASE = 'http://127.0.0.1:3211';
const [wire, token, cust] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const lang of ['en', 'he']) {
  for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 900 }]]) {
    const page = await browser.newPage({ viewport });
    await page.goto(`${BASE}/central-clinic/`);
    await page.evaluate(({ wire, token, cust, lang }) => {
      localStorage.setItem('current_user', 'central-clinic');
      localStorage.setItem('isLoggedIn', 'true');
      localStorage.setItem('customer_id', cust);
      localStorage.setItem('userPhone', wire);
      localStorage.setItem('authToken', token);
      localStorage.setItem('loginTime', String(Date.now()));
      localStorage.setItem('language', lang);
    }, { wire, token, cust, lang });
    await page.goto(`${BASE}/central-clinic/my_appointments`);
    await page.getByRole('article').first().waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/wt-edit-shots/png/appts-${lang}-${name}.png`, fullPage: true });
    await page.getByRole('button', { name: lang === 'he' ? 'עריכה' : 'Edit' }).first().click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `/tmp/wt-edit-shots/png/edit-${lang}-${name}.png` });
    await page.keyboard.press('Escape');
    await page.goto(`${BASE}/central-clinic/treatments/8/book?branch=38`);
    const cell = page.locator('[role="gridcell"] [role="button"]:not([aria-disabled="true"])').first();
    await cell.click();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/wt-edit-shots/png/book-${lang}-${name}.png`, fullPage: name === 'desktop' });
    await page.close();
  }
}
await browser.close();
