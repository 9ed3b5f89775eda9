import { type Page, expect, test } from '@playwright/test';
import { STAFF_SECTIONS } from '@clinic/contract/staff/staff-sections';
import { expectNoSeriousA11yViolations } from '../support/patients';
import { STAFF_CLINIC, clinicDaysAhead, staffLogin } from '../support/staff';
import { deskApi } from '../support/staff-desk';

// Every screen and dialog of the staff workspace passes WCAG 2.2 AA and best-practice checks, in English and Hebrew.
// Two logins per language (the agenda with its dialogs; the other sections), each one page load: the sections are
// opened from the workspace's own navigation. The owner sees every section. Days 10 (English) and 11 (Hebrew) ahead
// hold the agenda test's visit.

const LANGS = ['en', 'he'] as const;
type Lang = (typeof LANGS)[number];

const TEXT = {
  en: {
    labels: { email: 'Email', password: 'Password' },
    book: 'Book a visit',
    week: 'Week',
    edit: 'Edit',
    closures: 'Closures of',
    invite: 'Invite a staff member',
  },
  he: {
    labels: { email: 'אימייל', password: 'סיסמה' },
    book: 'קביעת תור',
    week: 'שבוע',
    edit: 'עריכת',
    closures: 'סגירות של',
    invite: 'הזמנת איש/אשת צוות',
  },
} as const;

/** The fixture clinic's first branch, doctor and treatment, by language (fixtures/round-the-clock-clinic.json). */
const RECORDS = {
  en: { branch: 'Main desk', doctor: 'Dr. Maya Stone', treatment: 'Consultation' },
  he: { branch: 'דלפק ראשי', doctor: 'ד"ר מאיה סטון', treatment: 'ייעוץ' },
} as const;

/**
 * The sections the navigation opens, from the contract's list, so a new section is checked too. The agenda is
 * checked on its own, in its day and week; staff accounts are part of the setup screen.
 */
const SECTIONS = STAFF_SECTIONS.filter((section) => section !== 'agenda' && section !== 'staff');

/** The screen is drawn: its heading shown and nothing still loading. */
async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[role=status]:has(.animate-spin)')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Opens a dialog with `open`, checks it, and closes it with Escape. */
async function checkDialog(page: Page, label: string, open: () => Promise<void>) {
  await open();
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
  await expect(dialog.first()).toBeVisible();
  await expect(page.locator('[role=dialog] [role=status]:has(.animate-spin)')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, label);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

/** Logs in as the owner at the staff address, in the language, and waits for the first screen. */
async function openWorkspace(page: Page, lang: Lang, address: string) {
  await page.addInitScript((l) => localStorage.setItem('language', l), lang);
  await page.goto(`/${STAFF_CLINIC}/staff${address}`);
  await staffLogin(page, TEXT[lang].labels, 'owner');
  // Logged in once the sections show; the workspace's first load (its code, the agenda) takes a while on a busy
  // machine.
  await expect(page.locator('nav a[href$="?section=patients"]')).toBeVisible({ timeout: 30_000 });
  await settled(page);
}

for (const [index, lang] of LANGS.entries()) {
  test(`the staff agenda (day and week) and its dialogs pass WCAG 2.2 AA checks (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const text = TEXT[lang];
    const day = clinicDaysAhead(10 + index);
    const desk = await deskApi(request);
    const [slot] = await desk.freeTimes(day);
    const patientId = await desk.addPatient(`Axe Patient ${lang.toUpperCase()}`);
    const visitId = await desk.book({ patientId, doctorId: slot!.doctor_ids[0]!, date: day, time: slot!.time });
    await openWorkspace(page, lang, `?date=${day}&branch=1&view=day`);
    const visit = page.locator(`[data-visit-id="${visitId}"]`);
    await expect(visit).toBeVisible();
    await expectNoSeriousA11yViolations(page, `${lang} agenda day`);

    await checkDialog(page, `${lang} visit dialog`, () => visit.click());
    await checkDialog(page, `${lang} book dialog`, () =>
      page.getByRole('button', { name: text.book, exact: true }).click(),
    );
    await checkDialog(page, `${lang} search palette`, () => page.keyboard.press('Control+k'));

    await page.getByRole('button', { name: text.week, exact: true }).click();
    await expect(page.getByRole('button', { name: text.week, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await settled(page);
    await expectNoSeriousA11yViolations(page, `${lang} agenda week`);
  });

  test(`every other staff section and the setup's dialogs pass WCAG 2.2 AA checks (${lang})`, async ({ page }) => {
    test.setTimeout(300_000);
    const text = TEXT[lang];
    const records = RECORDS[lang];
    await openWorkspace(page, lang, '');
    for (const section of SECTIONS) {
      await page.locator(`nav a[href$="?section=${section}"]`).click();
      await expect(page).toHaveURL(new RegExp(`section=${section}`));
      await settled(page);
      await expectNoSeriousA11yViolations(page, `${lang} ${section}`);
      if (section !== 'setup') continue;
      // The setup's dialogs: a branch, its closures, a doctor, a treatment, and an invitation to the staff.
      for (const [label, name] of [
        ['branch form', `${text.edit} ${records.branch}`],
        ['closures', `${text.closures} ${records.branch}`],
        ['doctor form', `${text.edit} ${records.doctor}`],
        ['treatment form', `${text.edit} ${records.treatment}`],
        ['invitation form', text.invite],
      ] as const) {
        await checkDialog(page, `${lang} ${label}`, () =>
          page.getByRole('button', { name, exact: true }).first().click(),
        );
      }
    }
  });
}
