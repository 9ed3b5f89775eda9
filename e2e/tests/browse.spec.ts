import { type Page, expect, test } from '@playwright/test';
import { withoutPageAnswers } from '../support/page-answers';

const T = '/central-clinic';
const hebrew = async (page: Page) => page.addInitScript(() => localStorage.setItem('language', 'he'));

test.describe('home', () => {
  test('banner, about us, three doctors with View All, and a call to action', async ({ page }) => {
    await page.goto(`${T}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Care that fits your day' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About Central Clinic' })).toBeVisible();
    const doctors = page.getByRole('region', { name: 'Meet Our Doctors' }).getByRole('listitem');
    await expect(doctors).toHaveCount(3);
    await expect(doctors.first()).toContainText('Dr. Noa Levi');
    await expect(doctors.first()).toContainText('Family physician focused on preventive care');
    await expect(doctors.first()).not.toContainText('<p>');
    await expect(page.getByRole('link', { name: 'Call us +972 3-555-0100' })).toHaveAttribute(
      'href',
      'tel:+97235550100',
    );
    await page.getByRole('link', { name: 'Book an Appointment' }).click();
    await expect(page).toHaveURL(/\/central-clinic\/contact$/);
    await page.goBack();
    await page.getByRole('link', { name: 'View All Doctors' }).click();
    await expect(page).toHaveURL(/\/central-clinic\/doctors$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Find a Doctor' }).click();
    await expect(page).toHaveURL(/\/central-clinic\/doctors$/);
  });

  test('in Hebrew, right to left, with no View All for three doctors', async ({ page }) => {
    await page.goto('/shalom-clinic/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('רפואה אישית בלב ירושלים');
    await expect(page.getByRole('link', { name: 'מצאו רופא' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'הכירו את הרופאים שלנו' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'לכל הרופאים' })).toHaveCount(0);
  });

  test('defaults when the banner lists are absent, and the error state', async ({ page }) => {
    await withoutPageAnswers(page);
    let fail = false;
    await page.route('**/api/get_template', async (route) => {
      if (fail) return route.fulfill({ status: 500, json: { success: 0, message: 'boom' } });
      const response = await route.fetch();
      const body = await response.json();
      Object.assign(body.template_data, { banner_main_heading: null, banner_discription: '', banner_images: '[]' });
      return route.fulfill({ response, json: body });
    });
    await page.goto(`${T}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Central Clinic');
    await expect(page.getByText('Caring, unhurried medicine')).toBeVisible();
    fail = true;
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText('Failed to load data. Please try again later.');
  });
});

test.describe('doctors', () => {
  test('only status "1", with coloured letter avatars when there is no image', async ({ page }) => {
    await page.goto(`${T}/doctors`);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Doctors' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(5);
    await expect(page.getByText('Dr. Eitan Shapiro')).toHaveCount(0);
    const avatar = page.getByRole('img', { name: 'Dr. Yosef Friedman' });
    await expect(avatar).toHaveText('D');
    await expect(avatar).toHaveCSS('background-color', 'rgb(227, 111, 123)');
    await expect(page.getByRole('img', { name: 'Dr. Noa Levi' })).toHaveAttribute('src', /dr-levi/);
    await expect(cards.first()).toContainText('Team ID: 1');
  });

  test('retries once when the server does not answer, then says it failed', async ({ page }) => {
    await withoutPageAnswers(page);
    let calls = 0;
    await page.route('**/api/doctors', (route) => (calls++ === 0 ? route.abort() : route.continue()));
    await page.goto(`${T}/doctors`);
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(5);
    expect(calls).toBe(2);

    await page.unroute('**/api/doctors');
    calls = 0;
    await page.route('**/api/doctors', (route) => {
      calls++;
      return route.abort();
    });
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('Failed to load doctors. Please try again later.');
    expect(calls).toBe(2);
  });

  test('empty list says No doctors found', async ({ page }) => {
    await withoutPageAnswers(page);
    await page.route('**/api/doctors', (route) => route.fulfill({ json: { success: 1, data: [] } }));
    await page.goto(`${T}/doctors`);
    await expect(page.getByText('No doctors found')).toBeVisible();
  });

  test('doctor page: specialty, bio, experience, education and clinics; unknown doctor', async ({ page }) => {
    await page.goto(`${T}/doctors`);
    await page.getByRole('link', { name: 'View profile: Dr. Yosef Friedman' }).click();
    await expect(page).toHaveURL(/\/doctors\/4$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dr. Yosef Friedman' })).toBeVisible();
    await expect(page.getByText(/^Specialty: Cardiology$/)).toBeVisible();
    await expect(page.getByText('22 years')).toBeVisible();
    await expect(page.getByText(/Ben-Gurion University/)).toBeVisible();
    const clinics = page.getByRole('region', { name: 'Where to find me' }).getByRole('link');
    await expect(clinics).toHaveCount(2);
    await expect(clinics.first()).toContainText('Ramat Gan');
    await page.goto(`${T}/doctors/999`);
    await expect(page.getByRole('alert')).toHaveText('Doctor not found.');
    // Dr. Eitan Shapiro is on leave (status "0"): not listed, and not found by address either.
    await page.goto(`${T}/doctors/6`);
    await expect(page.getByRole('alert')).toHaveText('Doctor not found.');
    await page.route('**/api/doctors/4', (route) => route.fulfill({ status: 500, json: { success: 0, message: 'x' } }));
    await page.goto(`${T}/doctors/4`);
    await expect(page.getByRole('alert')).toHaveText('Failed to load doctor information. Please try again later.');
  });

  test('in Hebrew', async ({ page }) => {
    await hebrew(page);
    await page.goto(`${T}/doctors`);
    await expect(page.getByRole('heading', { level: 1, name: 'הרופאים שלנו' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(5);
    await expect(page.getByText('מספר צוות: 1')).toBeVisible();
  });
});

test.describe('clinics', () => {
  test('cards with address and directions, weekly hours and book at the branch', async ({ page }) => {
    await page.goto(`${T}/clinics`);
    const cards = page.getByRole('main').getByRole('list').first().locator(':scope > li');
    await expect(cards).toHaveCount(4);
    const ramatAviv = cards.filter({ hasText: 'Ramat Aviv' });
    await expect(ramatAviv.getByRole('link', { name: /Get directions/ })).toHaveAttribute(
      'href',
      /google\.com\/maps\/dir\/.*destination=40%20Einstein/,
    );
    const days = ramatAviv.locator('dt');
    await expect(days).toHaveText(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    const hours = ramatAviv.locator('dd');
    await expect(hours.nth(0)).toHaveText('08:00 - 13:00, 15:00 - 19:00');
    await expect(hours.nth(6)).toHaveText('-');
    await expect(ramatAviv.locator('.rich-text strong')).toHaveText('free parking');
    await expect(page.getByRole('link', { name: 'Call us +972 3-555-0100' })).toBeVisible();
    await page.getByRole('link', { name: 'Book at this clinic: Central Clinic – Dizengoff' }).click();
    await expect(page).toHaveURL(/\/treatments\?branch=38$/);
    await expect(page.getByText('Showing treatments at Central Clinic – Dizengoff')).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: 'ECG' })).toHaveCount(0);
  });

  test('in Hebrew the day names are Hebrew', async ({ page }) => {
    await hebrew(page);
    await page.goto(`${T}/clinics`);
    await expect(page.getByRole('heading', { level: 1, name: 'המרפאות שלנו' })).toBeVisible();
    await expect(page.locator('dt').first()).toHaveText('יום ראשון');
    await expect(page.locator('dt').nth(6)).toHaveText('יום שבת');
  });

  test('the error state offers Try Again, which reloads', async ({ page }) => {
    await withoutPageAnswers(page);
    let fail = true;
    await page.route('**/api/clinics', (route) =>
      fail ? route.fulfill({ status: 500, json: { success: 0, message: 'x' } }) : route.continue(),
    );
    await page.goto(`${T}/clinics`);
    await expect(page.getByRole('alert')).toContainText('Failed to load clinics. Please try again later.');
    fail = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('link', { name: 'Book at this clinic: Central Clinic – Dizengoff' })).toBeVisible();
  });

  test('clinic page: contact, hours, services, doctors; unknown clinic', async ({ page }) => {
    await page.goto(`${T}/clinics`);
    await page.getByRole('link', { name: 'Clinic details: Central Clinic – Dizengoff' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Central Clinic – Dizengoff' })).toBeVisible();
    await expect(page.getByRole('link', { name: '+972 3-555-0110' })).toHaveAttribute('href', 'tel:+97235550110');
    await expect(page.getByRole('link', { name: 'dizengoff@central-clinic.example' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Services' }).getByRole('link')).toHaveCount(8);
    await expect(page.getByRole('region', { name: 'Doctors at this location' }).getByRole('link')).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Get directions' })).toHaveAttribute('href', /google\.com\/maps/);
    await page.goto(`${T}/clinics/777`);
    await expect(page.getByRole('alert')).toHaveText('Clinic not found.');
    await page.route('**/api/clinics/38', (route) => route.abort());
    await page.goto(`${T}/clinics/38`);
    await expect(page.getByRole('alert')).toHaveText('Failed to load clinic information. Please try again later.');
  });
});

test.describe('treatments', () => {
  test('6 a page with previous, numbered and next buttons; the new page starts at the top', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${T}/treatments`);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(6);
    const pages = page.getByRole('navigation', { name: 'Treatment pages' });
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await pages.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await expect(cards).toHaveCount(5);
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await pages.getByRole('button', { name: 'Previous' }).click();
    await expect(cards.first()).toContainText('General check-up');
  });

  test("card: price badge and detail lines in the clinic's currency, forced payment price", async ({ page }) => {
    await page.goto(`${T}/treatments?page=2`);
    const card = page.getByRole('article').filter({ hasText: 'Comprehensive health assessment' });
    await expect(card).not.toContainText('$');
    await expect(card).toContainText('60 minutes');
    await expect(card).toContainText('₪100');
    await expect(card).toContainText('Payment required');
    await expect(card).toContainText('₪80');
    const mole = page.getByRole('article').filter({ hasText: 'Mole mapping' });
    await expect(mole.getByRole('img', { name: 'Mole mapping' })).toHaveText('M');
    await expect(mole).toContainText('No payment required');
  });

  test('Book Now: one branch goes straight to booking', async ({ page }) => {
    await page.goto(`${T}/treatments`);
    await page.getByRole('button', { name: 'Book Now: Flu vaccination' }).click();
    await expect(page).toHaveURL(/\/treatments\/5\/book\?branch=38$/);
  });

  test('Book Now: several branches open the branch picker', async ({ page }) => {
    await page.goto(`${T}/treatments`);
    await page.getByRole('button', { name: 'Book Now: Dental cleaning' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a branch' });
    await expect(dialog).toBeVisible();
    const choices = dialog.getByRole('button', { name: /^Central Clinic – / });
    await expect(choices).toHaveCount(2);
    await expect(choices.first()).toContainText('120 Dizengoff St');
    // The description is cut to 100 characters and an ellipsis.
    const text = (await choices.first().locator('span.text-slate-500').textContent()) ?? '';
    expect(text.endsWith('...')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(103);
    await expect(choices.first().locator('img')).toHaveAttribute('src', /central-dizengoff/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Book Now: Dental cleaning' }).click();
    await dialog.getByRole('button', { name: /^Central Clinic – Ramat Aviv/ }).click();
    await expect(page).toHaveURL(/\/treatments\/2\/book\?branch=39$/);
  });

  test('Book Now: no branches shows a message with Close and Contact Us', async ({ page }) => {
    await page.goto(`${T}/treatments?page=2`);
    await page.getByRole('button', { name: 'Book Now: Physiotherapy session' }).click();
    const dialog = page.getByRole('dialog', { name: 'Not available online' });
    await expect(dialog).toContainText('not offered at any branch');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Book Now: Physiotherapy session' }).click();
    await dialog.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/central-clinic\/contact$/);
  });

  test('Book Now: a branch query goes straight to that branch; a failure falls back to branch 38', async ({ page }) => {
    await page.goto(`${T}/treatments?branch=40`);
    await expect(page.getByRole('article')).toHaveCount(6);
    await page.getByRole('button', { name: 'Book Now: ECG' }).click();
    await expect(page).toHaveURL(/\/treatments\/4\/book\?branch=40$/);

    await page.route('**/api/clinics', (route) => route.fulfill({ status: 500, json: { success: 0, message: 'x' } }));
    await page.goto(`${T}/treatments`);
    await page.getByRole('button', { name: 'Book Now: Eye examination' }).click();
    await expect(page).toHaveURL(/\/treatments\/3\/book\?branch=38$/);
  });

  test('treatments retry once on no answer; a non-list is invalid data; an empty list', async ({ page }) => {
    await withoutPageAnswers(page);
    let calls = 0;
    await page.route('**/api/treatments', (route) => (calls++ === 0 ? route.abort() : route.continue()));
    await page.goto(`${T}/treatments`);
    await expect(page.getByRole('article')).toHaveCount(6);
    expect(calls).toBe(2);
    await page.unroute('**/api/treatments');

    await page.route('**/api/treatments', (route) => route.abort());
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('Failed to load treatments. Please try again later.');
    await page.unroute('**/api/treatments');

    await page.route('**/api/treatments', (route) => route.fulfill({ json: { success: 1, data: { id: 1 } } }));
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('Invalid data received from server');
    await page.unroute('**/api/treatments');

    await page.route('**/api/treatments', (route) => route.fulfill({ json: { success: 1, data: [] } }));
    await page.reload();
    await expect(page.getByText('No treatments found.')).toBeVisible();
  });

  test('detail page: facts, description markup, back link and its own branch rule', async ({ page }) => {
    await page.goto(`${T}/treatments?page=2`);
    await page.getByRole('link', { name: 'View Details: Comprehensive health assessment' }).click();
    await expect(page).toHaveURL(/\/treatments\/8$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Comprehensive health assessment' })).toBeVisible();
    await expect(page.getByText('Payment required')).toBeVisible();
    await expect(page.locator('.rich-text strong')).toContainText('A deposit of ₪100');
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Choose a branch' }).getByRole('button', { name: /^Central Clinic – / }),
    ).toHaveCount(2);
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Back to treatments' }).click();
    await expect(page).toHaveURL(/\/treatments$/);

    // No branch: straight to the default branch 38; one branch: straight to it.
    await page.goto(`${T}/treatments/9`);
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(/\/treatments\/9\/book\?branch=38$/);
    await page.goto(`${T}/treatments/5`);
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(/\/treatments\/5\/book\?branch=38$/);
  });

  test('detail page errors', async ({ page }) => {
    await withoutPageAnswers(page);
    await page.goto(`${T}/treatments/4242`);
    await expect(page.getByRole('alert')).toHaveText('Treatment not found');
    await page.route('**/api/treatments/1', (route) => route.abort());
    await page.goto(`${T}/treatments/1`);
    await expect(page.getByRole('alert')).toHaveText('Failed to load treatment details. Please try again later.');
  });

  test('in Hebrew, with the branch picker', async ({ page }) => {
    await hebrew(page);
    await page.goto(`${T}/treatments`);
    await expect(page.getByRole('heading', { level: 1, name: 'הטיפולים שלנו' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'עמודי טיפולים' })).toBeVisible();
    await page.getByRole('button', { name: /^לקביעת תור: ניקוי/ }).click();
    const dialog = page.getByRole('dialog', { name: 'בחירת סניף' });
    await expect(dialog.getByRole('listitem').getByRole('button')).toHaveCount(2);
    await dialog.getByRole('button', { name: 'סגירה' }).click();
    await page.getByRole('button', { name: 'עמוד 2' }).click();
    await page.getByRole('button', { name: /^לקביעת תור: טיפול פיזיותרפיה/ }).click();
    await expect(page.getByRole('dialog', { name: 'לא זמין להזמנה באתר' })).toBeVisible();
  });
});

test('staff HTML is sanitized: no script, event handler or javascript: URL runs', async ({ page }) => {
  await withoutPageAnswers(page);
  const hostile =
    '<p>Nice <strong>branch</strong></p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>' +
    '<a href="javascript:window.__xss=3">click me</a><svg onload="window.__xss=4"></svg>' +
    '<iframe src="javascript:parent.__xss=5"></iframe>';
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.route('**/api/clinics', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    for (const c of body.data) c.description = hostile;
    return route.fulfill({ response, json: body });
  });
  await page.route('**/api/treatments/1', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.description = hostile;
    return route.fulfill({ response, json: body });
  });
  await page.goto(`${T}/clinics`);
  await expect(page.locator('.rich-text strong').first()).toHaveText('branch');
  // The javascript: URL is gone, so the text is no longer even a link.
  await expect(page.getByRole('link', { name: 'click me' })).toHaveCount(0);
  await page.getByText('click me').first().click();
  await page.goto(`${T}/treatments/1`);
  await expect(page.locator('.rich-text strong')).toHaveText('branch');
  for (const html of await page.locator('.rich-text').evaluateAll((els) => els.map((e) => e.innerHTML))) {
    expect(html).not.toMatch(/<script|onerror|onload|javascript:|<iframe|<svg/i);
  }
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

/** Every browse screen of the demo clinic, with one clinic's detail page. */
const browseScreens = (clinicId: number) => [
  '/',
  '/doctors',
  '/doctors/4',
  '/clinics',
  `/clinics/${clinicId}`,
  '/treatments',
  '/treatments/8',
  '/contact',
];

test('no screen scrolls sideways on a 360 px phone, in English and Hebrew', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  for (const lang of ['en', 'he']) {
    await page.goto(`${T}/`);
    await page.evaluate((l) => localStorage.setItem('language', l), lang);
    for (const path of browseScreens(39)) {
      await page.goto(`${T}${path}`);
      await expect(page.locator('main h1').first()).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${lang} ${path}`).toBeLessThanOrEqual(360);
    }
  }
});

test('the browse screens have no serious accessibility violations, in English and Hebrew', async ({ page }) => {
  // Some twenty screens, each loaded and checked by axe twice: minutes on a busy 2-core machine.
  test.setTimeout(240_000);
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  for (const lang of ['en', 'he']) {
    await page.goto(`${T}/`);
    await page.evaluate((l) => localStorage.setItem('language', l), lang);
    for (const path of browseScreens(38)) {
      await page.goto(`${T}${path}`);
      await expect(page.locator('main h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).include('main').analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${lang} ${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    }
  }
});
