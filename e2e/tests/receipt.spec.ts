import { expect, test } from '@playwright/test';
import { findFreeTimes, loginThroughApi, tenantToken, useLoggedIn } from '../support/patients';

// Demo clinic: treatment 8 (60 minutes, payment required) at branch 40. A parent books it for a family member and
// pays by card: the card number is grouped in fours as it is typed, and the receipt names whom the visit is for
// and leads to My appointments.
const TEXT = {
  en: {
    whoFor: 'Who is this visit for?',
    confirm: 'Confirm booking',
    name: 'Cardholder name',
    number: 'Card number',
    month: 'Expiry month',
    year: 'Expiry year',
    pay: 'Pay now',
    for: 'For',
    mine: 'My appointments',
    member: 'Maya Test',
  },
  he: {
    whoFor: 'עבור מי התור?',
    confirm: 'אישור ההזמנה',
    name: 'שם בעל/ת הכרטיס',
    number: 'מספר כרטיס',
    month: 'חודש תוקף',
    year: 'שנת תוקף',
    pay: 'לתשלום',
    for: 'עבור',
    mine: 'התורים שלי',
    member: 'מאיה טסט',
  },
} as const;

for (const [index, lang] of (['en', 'he'] as const).entries()) {
  test(`the receipt names the family member and links to My appointments; the card number is grouped (${lang})`, async ({
    page,
    request,
  }) => {
    const x = TEXT[lang];
    const patient = await loginThroughApi(request);
    const added = await request.post('/api/family', {
      headers: { 'x-tenant-token': await tenantToken(request), authorization: `Bearer ${patient.token}` },
      data: { name: x.member, age: 9, gender: 'female', relation: 'child' },
    });
    expect(added.ok(), await added.text()).toBeTruthy();
    const free = await findFreeTimes(request, { branch: 40, treatment: 8, need: 60 });
    // Each language its own hour of the day (the other payment tests pick theirs on the calendar).
    const time = free.times[24 + index * 14]!;
    await useLoggedIn(page, patient);
    await page.evaluate((l) => localStorage.setItem('language', l), lang);
    await page.goto(`/central-clinic/treatments/8/book?branch=40&date=${free.date}&time=${time}`);
    await page.getByRole('group', { name: x.whoFor }).getByRole('radio', { name: x.member }).check();
    await page.getByRole('button', { name: x.confirm }).click();

    const number = page.getByLabel(x.number);
    await number.pressSequentially('424242424242');
    await expect(number).toHaveValue('4242 4242 4242');
    await number.pressSequentially('4242');
    await expect(number).toHaveValue('4242 4242 4242 4242');
    await expect(number).toHaveAttribute('dir', 'ltr');
    await page.getByLabel(x.name).fill('Dana Levi');
    await page.getByLabel(x.month).selectOption('12');
    await page.getByLabel(x.year).selectOption(String(new Date().getFullYear() + 2));
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: x.pay, exact: true }).click();

    const reference = page.getByTestId('booking-reference');
    await expect(reference).toHaveText(/^\d+$/);
    const receipt = page.getByRole('region').filter({ has: reference });
    await expect(receipt.getByRole('term').first()).toHaveText(x.for);
    await expect(receipt.getByRole('definition').first()).toHaveText(x.member);
    const id = await reference.textContent();
    const mine = receipt.getByRole('link', { name: x.mine });
    await expect(mine).toHaveAttribute('href', '/central-clinic/my_appointments');
    await mine.click();
    await expect(page).toHaveURL(/\/central-clinic\/my_appointments$/);
    const card = page.getByRole('article').filter({ hasText: new RegExp(`(#|מס׳ )${id}(?!\\d)`) });
    await expect(card).toContainText(x.member);
  });
}
