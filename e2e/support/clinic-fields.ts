import type { Locator } from '@playwright/test';

// The workspace's date and time fields are react-aria's (components/ui/date-field.tsx, time-field.tsx): a group of
// parts (day, month, year; hour, minute and a day period where the locale has one), not one text box. These type
// into them part by part, whatever order the clinic's locale writes the parts in. `field` is the group, found by
// its label: page.getByRole('group', { name: 'From date' }).

async function typeParts(field: Locator, parts: Array<[type: string, text: string]>) {
  for (const [type, text] of parts) {
    const segment = field.locator(`[data-type="${type}"]`);
    if ((await segment.count()) === 0) continue;
    await segment.click();
    await field.page().keyboard.type(text);
  }
}

/** Types a date (YYYY-MM-DD) into a date field. */
export async function typeClinicDate(field: Locator, date: string) {
  const [year, month, day] = date.split('-') as [string, string, string];
  await typeParts(field, [
    ['day', day],
    ['month', month],
    ['year', year],
  ]);
}

/** Types a time (HH:MM, 24-hour) into a time field, with AM or PM where the clinic's locale writes one. */
export async function typeClinicTime(field: Locator, time: string) {
  const [hours, minutes] = time.split(':') as [string, string];
  const hour = Number(hours);
  const twelveHour = (await field.locator('[data-type="dayPeriod"]').count()) > 0;
  await typeParts(field, [
    ['hour', twelveHour ? String(hour % 12 || 12).padStart(2, '0') : hours],
    ['minute', minutes],
    ...(twelveHour ? [['dayPeriod', hour < 12 ? 'A' : 'P'] as [string, string]] : []),
  ]);
}

/** What a date or time field shows, without the marks that keep its direction. */
export const shownInField = async (field: Locator) =>
  (await field.textContent())!.replace(/[\u2066-\u2069\u200e\u200f]/g, '');
