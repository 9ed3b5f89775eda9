import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginThroughApi, useLoggedIn } from '../support/patients';
import { deskApi } from '../support/staff-desk';
import { STAFF_CLINIC, clinicDaysAhead } from '../support/staff';

// A patient moves a visit to a time its own doctor cannot take: the dialog says so, names the doctor who is free and
// moves the visit to them only when the patient agrees (issue 48: a reschedule never changes the doctor silently).

const CASES = [
  {
    lang: 'en',
    day: 25,
    edit: 'Edit',
    dialog: 'Change appointment',
    time: 'Time',
    save: 'Save changes',
    busy: 'Your doctor is not free at that time.',
    moveTo: (doctor: string) => `Move to ${doctor}`,
    reference: (id: number) => `Appointment #${id}`,
  },
  {
    lang: 'he',
    day: 26,
    edit: 'עריכה',
    dialog: 'שינוי מועד התור',
    time: 'שעה',
    save: 'שמירת השינויים',
    busy: 'הרופא שלך אינו פנוי בשעה הזו.',
    moveTo: (doctor: string) => `העברה אל ${doctor}`,
    reference: (id: number) => `תור מס׳ ${id}`,
  },
] as const;

for (const c of CASES) {
  test(`(${c.lang}) a move its doctor cannot take is asked before another doctor takes it`, async ({
    page,
    request,
  }) => {
    const desk = await deskApi(request);
    const date = clinicDaysAhead(c.day);
    // Two times an hour or more apart, the first doctor free at both and another free at the second.
    const times = (await desk.freeTimes(date)).filter((slot) => slot.time >= '08:00' && slot.time <= '20:00');
    const pair = times
      .flatMap((first) =>
        times
          .filter((second) => second.time >= `${String(Number(first.time.slice(0, 2)) + 1).padStart(2, '0')}:00`)
          .map((second) => ({ first, second })),
      )
      .find(
        ({ first, second }) =>
          first.doctor_ids.some((id) => second.doctor_ids.includes(id)) && second.doctor_ids.length >= 2,
      );
    expect(pair, `two doctors free on ${date}`).toBeDefined();
    const { first, second } = pair!;
    const own = first.doctor_ids.find((id) => second.doctor_ids.includes(id))!;
    const patient = await loginThroughApi(request, STAFF_CLINIC, undefined, c.lang);
    const visitId = await desk.book({ patientId: Number(patient.customerId), doctorId: own, date, time: first.time });
    // Someone else takes the visit's own doctor at the second time.
    const other = await desk.addPatient('Other Patient');
    await desk.book({ patientId: other, doctorId: own, date, time: second.time });

    await page.addInitScript((lang) => localStorage.setItem('language', lang), c.lang);
    await useLoggedIn(page, patient, STAFF_CLINIC);
    await page.goto(`/${STAFF_CLINIC}/my_appointments`);
    const card = page.getByRole('article').filter({ hasText: c.reference(visitId) });
    await card.getByRole('button', { name: c.edit }).click();
    const dialog = page.getByRole('dialog', { name: c.dialog });
    await dialog.getByLabel(c.time, { exact: true }).selectOption(second.time);
    await dialog.getByRole('button', { name: c.save }).click();

    // Asked, not moved: the reason and the doctor who is free, as a choice.
    await expect(dialog.getByRole('alert')).toContainText(c.busy);
    const agree = dialog.getByRole('button', { name: new RegExp(`^${c.moveTo('')}`) });
    await expect(agree).toBeVisible();
    // The doctor is named (in the page's language).
    expect((await agree.textContent())!.slice(c.moveTo('').length).trim()).not.toBe('');
    expect((await desk.visit(visitId, date))!.start_time).toBe(first.time);
    await expectNoSeriousA11yViolations(page, `doctor change offer (${c.lang})`, '[role="dialog"]');

    await agree.click();
    await expect(dialog).toHaveCount(0);
    const moved = (await desk.visit(visitId, date))!;
    expect(moved.start_time).toBe(second.time);
    expect(moved.doctor_id).not.toBe(own);
    expect(second.doctor_ids).toContain(moved.doctor_id);
  });
}
