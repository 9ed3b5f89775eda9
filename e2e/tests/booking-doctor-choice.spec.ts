import { type Page, expect, test } from '@playwright/test';
import {
  chooseDayAndTime,
  expectNoSeriousA11yViolations,
  loginThroughApi,
  tenantToken,
  useLoggedIn,
} from '../support/patients';
import { shoot } from '../support/shots';

// Issue 50: patients choose their doctor. Central clinic, branch 38, where doctors 1 (Noa Levi), 2 (Daniel Cohen)
// and 5 (Tamar Avraham) work; treatment 11 (Nutrition consultation, 30 minutes) names no doctor, so any of them
// gives it. Each language books its own doctor, so runs side by side do not compete for one doctor's times.

const TEXT = {
  en: {
    doctor: { id: 2, name: 'Dr. Daniel Cohen' },
    choice: 'Which doctor would you like to see?',
    any: 'Any doctor',
    anyHeader: 'Any available doctor',
    confirm: 'Confirm booking',
    row: 'Doctor',
    bookWith: (name: string) => `Book with ${name}`,
    book: 'Book',
    nextTimes: 'Next free times',
  },
  he: {
    doctor: { id: 5, name: 'ד"ר תמר אברהם' },
    choice: 'אצל איזה רופא/ה תרצו להיבדק?',
    any: 'כל רופא/ה',
    anyHeader: 'כל רופא/ה פנוי/ה',
    confirm: 'אישור ההזמנה',
    row: 'רופא/ה',
    bookWith: (name: string) => `קביעת תור אצל ${name}`,
    book: 'קביעת תור',
    nextTimes: 'השעות הפנויות הקרובות',
  },
} as const;

/** The site in `lang`, as the language menu leaves it (the page is the clinic's, after useLoggedIn). */
async function inLanguage(page: Page, lang: 'en' | 'he') {
  await page.evaluate((l) => localStorage.setItem('language', l), lang);
}

/** The booking's confirmation row of the doctor. */
const doctorRow = (page: Page, label: string) =>
  page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });

for (const lang of ['en', 'he'] as const) {
  const text = TEXT[lang];

  test(`a patient chooses a doctor in the time step and sees them named (${lang})`, async ({ page, request }) => {
    const patient = await loginThroughApi(request, 'central-clinic', undefined, lang);
    await useLoggedIn(page, patient);
    await inLanguage(page, lang);
    await page.goto('/central-clinic/treatments/11/book?branch=38');

    const choice = page.getByRole('group', { name: text.choice });
    await expect(choice).toBeVisible();
    await expect(choice.getByRole('radio', { name: text.any })).toBeChecked();
    await expect(page.getByTestId('header-doctor')).toContainText(text.anyHeader);
    await choice.getByRole('radio', { name: text.doctor.name }).check();
    await expect(page.getByTestId('header-doctor')).toContainText(text.doctor.name);

    const time = await chooseDayAndTime(page, lang === 'en' ? 3 : 11);
    await expect(page.getByTestId('chosen-doctor')).toContainText(text.doctor.name);
    await expect(page.getByTestId('chosen-doctor')).toContainText(time);
    await expectNoSeriousA11yViolations(page, `time step with a doctor chosen (${lang})`);
    await shoot(page, `doctor-choice-time-step-${lang}`, { widths: [390, 1280], fullPage: true });

    await page.getByRole('button', { name: text.confirm }).click();
    await expect(page.getByTestId('booking-reference')).toHaveText(/^\d+$/);
    await expect(doctorRow(page, text.row)).toContainText(text.doctor.name);
    const reference = (await page.getByTestId('booking-reference').textContent())!;

    // The server booked that doctor.
    const list = await request.get(
      `/api/bull36/get_appointment_booking_list?cust_id=${patient.customerId}&booking_type=upcoming`,
      { headers: { 'x-tenant-token': await tenantToken(request), authorization: `Bearer ${patient.token}` } },
    );
    const visits = ((await list.json()) as { data: { appointments: { id: number; doctor_id?: number }[] } }).data;
    expect(visits.appointments.find((a) => String(a.id) === reference)?.doctor_id).toBe(text.doctor.id);

    await page.goto('/central-clinic/my_appointments');
    const card = page.getByRole('article').filter({ hasText: reference });
    await expect(card.getByTestId('visit-doctor')).toHaveText(text.doctor.name);
  });

  test(`"Book with" on a doctor's page preselects the doctor (${lang})`, async ({ page, request }) => {
    const patient = await loginThroughApi(request, 'central-clinic', undefined, lang);
    await useLoggedIn(page, patient);
    await inLanguage(page, lang);
    await page.goto(`/central-clinic/doctors/${text.doctor.id}`);
    const section = page.getByTestId('book-with-doctor');
    await expect(section.getByRole('heading', { name: text.bookWith(text.doctor.name) })).toBeVisible();
    // Their next free times, taken from availability (whatever the day and hour).
    const times = page.getByTestId('doctor-next-times');
    await expect(times.getByRole('heading', { name: text.nextTimes })).toBeVisible();
    await expect(times.getByRole('link').first()).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousA11yViolations(page, `doctor page (${lang})`);
    await shoot(page, `doctor-choice-doctor-page-${lang}`, { widths: [390, 1280], fullPage: true });

    // A next free time opens the booking on that day and time, with the doctor chosen.
    const first = times.getByRole('link').first();
    const time = (await first.textContent())!.trim();
    await first.click();
    await expect(page).toHaveURL(new RegExp(`doctor=${text.doctor.id}`));
    await expect(
      page.getByRole('group', { name: text.choice }).getByRole('radio', { name: text.doctor.name }),
    ).toBeChecked();
    await expect(page.getByTestId('header-doctor')).toContainText(text.doctor.name);
    await expect(page.getByTestId('chosen-doctor')).toContainText(time);

    // A treatment's Book link does the same without a time.
    await page.goBack();
    await section
      .getByRole('link', { name: new RegExp(text.doctor.name) })
      .first()
      .click();
    await expect(page.getByTestId('header-doctor')).toContainText(text.doctor.name);
  });
}

test('"Any doctor" still books, and the confirmation names the doctor the server gave', async ({ page, request }) => {
  const patient = await loginThroughApi(request);
  await useLoggedIn(page, patient);
  await page.goto('/central-clinic/treatments/11/book?branch=38');
  await expect(page.getByRole('radio', { name: TEXT.en.any })).toBeChecked();
  await chooseDayAndTime(page, 65);
  await expect(page.getByTestId('chosen-doctor')).toContainText('first free doctor');
  await page.getByRole('button', { name: TEXT.en.confirm }).click();
  await expect(page.getByTestId('booking-reference')).toHaveText(/^\d+$/);
  await expect(doctorRow(page, 'Doctor')).toContainText(/Dr\. (Noa Levi|Daniel Cohen|Tamar Avraham)/);
});
