import { expect, test } from '@playwright/test';
import { chooseDayAndTime, expectNoSeriousA11yViolations, loginThroughApi, useLoggedIn } from '../support/patients';
import { shoot } from '../support/shots';

// Issue 50: with "Any doctor" the chosen time names the doctor the patient will see, before booking, and the booking
// gives that doctor (the confirmation names the doctor the server booked, and writes the visit's short check-in
// code). Central clinic, branch 38, treatment 11.

const TEXT = {
  en: { any: 'Any doctor', anyHeader: 'Any available doctor', confirm: 'Confirm booking', row: 'Doctor' },
  he: { any: 'כל רופא/ה', anyHeader: 'כל רופא/ה פנוי/ה', confirm: 'אישור ההזמנה', row: 'רופא/ה' },
} as const;

for (const lang of ['en', 'he'] as const) {
  const text = TEXT[lang];

  test(`"Any doctor": the chosen time names the doctor, and the booking gives them (${lang})`, async ({
    page,
    request,
  }) => {
    const patient = await loginThroughApi(request, 'central-clinic', undefined, lang);
    await useLoggedIn(page, patient);
    await page.evaluate((l) => localStorage.setItem('language', l), lang);
    await page.goto('/central-clinic/treatments/11/book?branch=38');
    await expect(page.getByRole('radio', { name: text.any })).toBeChecked();
    const header = page.getByTestId('header-doctor');
    await expect(header).toContainText(text.anyHeader);

    // Far from the times the doctor-choice tests take on the same day (30-minute visits booked side by side).
    const time = await chooseDayAndTime(page, lang === 'en' ? 25 : 45);
    const chosen = page.getByTestId('chosen-doctor');
    await expect(chosen).toContainText(time);
    // The header and the chosen time name the same doctor, one of the branch's.
    const name = page.getByTestId('header-doctor-name');
    await expect(name).not.toHaveText(text.anyHeader);
    const doctor = (await name.textContent())!.trim();
    expect(doctor.length).toBeGreaterThan(2);
    await expect(chosen).toContainText(doctor);
    await expectNoSeriousA11yViolations(page, `time step naming the doctor (${lang})`);
    await shoot(page, `named-doctor-time-step-${lang}`, { widths: [390, 1366], fullPage: true });

    await page.getByRole('button', { name: text.confirm }).click();
    await expect(page.getByTestId('booking-reference')).toHaveText(/^\d+$/);
    await expect(page.locator('dl > div').filter({ has: page.getByText(text.row, { exact: true }) })).toContainText(
      doctor,
    );

    // The confirmation writes the visit's short check-in code, the one My appointments writes under its QR.
    const code = page.getByTestId('booking-check-in-code');
    await expect(code).toHaveText(/^[A-Z0-9]{3}-[A-Z0-9]{3}$/);
    const short = (await code.textContent())!;
    await expectNoSeriousA11yViolations(page, `confirmation with its check-in code (${lang})`);
    await shoot(page, `named-doctor-confirmation-${lang}`, { widths: [390, 1366], fullPage: true });
    const reference = (await page.getByTestId('booking-reference').textContent())!;
    await page.goto('/central-clinic/my_appointments');
    await expect(page.getByRole('article').filter({ hasText: reference })).toContainText(short);
  });
}
