import { type APIRequestContext, expect, test } from '@playwright/test';
import { type Patient, loginThroughApi, tenantToken, useLoggedIn } from '../support/patients';
import { ONE_SLOT_CLINIC } from '../one-slot-clinic';
import { clinicDaysAhead } from '../support/staff';

// The waitlist remembers the doctor a patient chose (issue 50, decision 024): on a full day the patient chooses
// Dr. Maya Stone in the time step and joins her waitlist; Dr. Omer Gal's freed time is not offered to them (it goes
// to the next in line, who waits for any doctor); Dr. Maya Stone's is, and its link books with her. My appointments
// names her beside the entry. The clinic is its own, open 10:00-10:15 each day (one-slot-clinic.ts): a visit with
// each doctor fills a day.

const TEXTS = {
  en: {
    noSlots: 'No available time slots found for this date',
    join: 'Join the waitlist for this day with Dr. Maya Stone',
    joined: 'You are on the waitlist with Dr. Maya Stone.',
    maya: 'Dr. Maya Stone',
    chosen: '10:00 with Dr. Maya Stone',
    waiting: 'Consultation, Dr. Maya Stone, Main desk',
  },
  he: {
    noSlots: 'לא נמצאו שעות פנויות בתאריך זה',
    join: 'הצטרפות לרשימת ההמתנה ליום זה אצל ד"ר מאיה סטון',
    joined: 'נרשמת לרשימת ההמתנה אצל ד"ר מאיה סטון.',
    maya: 'ד"ר מאיה סטון',
    chosen: '10:00 אצל ד"ר מאיה סטון',
    waiting: 'ייעוץ, ד"ר מאיה סטון, דלפק ראשי',
  },
} as const;

async function call(request: APIRequestContext, patient: Patient, path: string, data: Record<string, unknown>) {
  const res = await request.post(path, {
    headers: {
      'x-tenant-token': await tenantToken(request, ONE_SLOT_CLINIC),
      authorization: `Bearer ${patient.token}`,
    },
    data,
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return res.json() as Promise<{ data: { insert_id: number } }>;
}

/** The link of the waitlist offer sent to the patient, once one is (empty until then). */
async function offerTo(request: APIRequestContext, patient: Patient) {
  const res = await request.get(`/api/dev/outbox?phone=${patient.wire}`);
  const offer = ((await res.json()) as { kind: string; text: string }[]).find((m) => m.kind === 'waitlist_offer');
  return offer ? { text: offer.text, link: offer.text.match(/https?:\/\/\S+/)?.[0] ?? '' } : null;
}

for (const [lang, days] of [
  ['en', 4],
  ['he', 5],
] as const) {
  test(`${lang}: the waitlist for a chosen doctor is offered only that doctor's freed time, and its link books with them`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const text = TEXTS[lang];
    // A retry takes days no try has filled yet.
    const day = clinicDaysAhead(days + 2 * test.info().retry);
    // Each doctor's one time that day, 10:00-10:15, is booked.
    const visits = new Map<number, { holder: Patient; id: number }>();
    for (const doctor of [1, 2]) {
      const holder = await loginThroughApi(request, ONE_SLOT_CLINIC);
      const booked = await call(request, holder, '/api/bull36/create_appointment', {
        branch: 1,
        date: day,
        start_time: '10:00',
        end_time: '10:15',
        appointments_type_id: 1,
        cust_id: Number(holder.customerId),
        doctor_id: doctor,
      });
      visits.set(doctor, { holder, id: booked.data.insert_id });
    }
    const free = async (doctor: number) => {
      const { holder, id } = visits.get(doctor)!;
      await call(request, holder, '/api/bull36/cancel_appointment', {
        cust_id: Number(holder.customerId),
        appointment_id: id,
        user: ONE_SLOT_CLINIC,
      });
    };

    // The patient chooses Dr. Maya Stone on the full day and joins her waitlist.
    const patient = await loginThroughApi(request, ONE_SLOT_CLINIC);
    if (lang === 'he') await page.addInitScript(() => localStorage.setItem('language', 'he'));
    await useLoggedIn(page, patient, ONE_SLOT_CLINIC);
    await page.goto(`/${ONE_SLOT_CLINIC}/treatments/1/book?branch=1&date=${day}`);
    await expect(page.getByText(text.noSlots)).toBeVisible({ timeout: 30_000 });
    await page.getByRole('radio', { name: text.maya }).check();
    await page.getByRole('button', { name: text.join }).click();
    await expect(page.getByText(text.joined, { exact: false })).toBeVisible();
    // My appointments lists the entry with her name.
    await page.goto(`/${ONE_SLOT_CLINIC}/my_appointments`);
    await expect(page.getByText(text.waiting, { exact: true })).toBeVisible({ timeout: 30_000 });

    // Next in line, a patient who waits for any doctor.
    const anyone = await loginThroughApi(request, ONE_SLOT_CLINIC);
    await call(request, anyone, '/api/waitlist', { branch: 1, appointments_type_id: 1, date: day });

    // Dr. Omer Gal's time is freed: it goes to the patient waiting for any doctor, not to the first in line.
    await free(2);
    await expect
      .poll(async () => (await offerTo(request, anyone))?.link ?? '', { timeout: 60_000 })
      .not.toContain('&doctor=');
    expect((await offerTo(request, anyone))?.link).toContain(`date=${day}&time=10%3A00`);
    expect(await offerTo(request, patient)).toBeNull();

    // Dr. Maya Stone's time is freed: it is offered to the patient, naming her, and the link chooses her.
    await free(1);
    await expect
      .poll(async () => (await offerTo(request, patient))?.link ?? '', { timeout: 60_000 })
      .toContain(`/treatments/1/book?branch=1&date=${day}&time=10%3A00&doctor=1`);
    expect((await offerTo(request, patient))?.text).toMatch(/Dr\. Maya Stone|ד"ר מאיה סטון/);

    await page.goto((await offerTo(request, patient))!.link);
    await expect(page.getByTestId('chosen-doctor')).toHaveText(text.chosen, { timeout: 30_000 });
    await expect(page.getByRole('radio', { name: text.maya })).toBeChecked();
  });
}
