import { type Page, expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/patients';
import { shoot } from '../support/shots';

// Two clinics made by `clinic:create --lang he` (playwright.config.ts): `ivrit-only` speaks Hebrew alone (its
// workspace reads in Hebrew), `ivrit-first` offers English beside its main Hebrew (read here in English). Both
// owners name branches, doctors and treatments in Hebrew only: the required name is the main language's.
const CLINICS = { he: 'ivrit-only', en: 'ivrit-first' } as const;
const ownerOf = (clinic: string) => ({ email: `owner@${clinic}.example`, password: `${clinic}-password` });

const TEXTS = {
  en: {
    setup: 'Clinic setup',
    addBranch: 'Add a branch',
    addDoctor: 'Add a doctor',
    editDoctor: 'Edit doctor',
    addTreatment: 'Add a treatment',
    name: 'Name (Hebrew)',
    english: 'Name (English)',
    duration: 'Length in minutes (steps of 5)',
    price: 'Price',
    offeredAt: 'Offered at',
    save: 'Save',
    branches: 'Branches',
    doctors: 'Doctors',
    treatments: 'Treatments',
  },
  he: {
    setup: 'הגדרות המרפאה',
    addBranch: 'הוספת סניף',
    addDoctor: 'הוספת רופא/ה',
    editDoctor: 'עריכת רופא/ה',
    addTreatment: 'הוספת טיפול',
    name: 'שם (עברית)',
    english: 'שם (אנגלית)',
    duration: 'משך בדקות (בקפיצות של 5)',
    price: 'מחיר',
    offeredAt: 'מוצע בסניפים',
    save: 'שמירה',
    branches: 'סניפים',
    doctors: 'רופאים',
    treatments: 'טיפולים',
  },
} as const;

/** Hebrew is `ivrit-only`'s only language. */
test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/staff/login', {
    data: { clinic: CLINICS.he, ...ownerOf(CLINICS.he) },
  });
  expect(login.ok(), await login.text()).toBeTruthy();
  const { token } = (await login.json()) as { token: string };
  const res = await request.patch('/api/staff/clinic', {
    headers: { authorization: `Bearer ${token}` },
    data: { languages: ['he'], default_language: 'he' },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
});

async function ownerLogsIn(page: Page, lang: 'en' | 'he') {
  await page.addInitScript((language) => localStorage.setItem('language', language), lang);
  await page.goto(`/${CLINICS[lang]}/staff?section=setup`);
  await page.locator('#staff-email').fill(ownerOf(CLINICS[lang]).email);
  await page.locator('#staff-password').fill(ownerOf(CLINICS[lang]).password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: TEXTS[lang].setup })).toBeVisible();
}

for (const lang of ['en', 'he'] as const) {
  test(`a clinic whose main language is Hebrew names its branch, doctor and treatment in Hebrew alone (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const text = TEXTS[lang];
    const unique = `${lang}-${String(Date.now()).slice(-5)}`;
    const branch = `סניף הגפן ${unique}`;
    const doctor = `ד"ר רות כהן ${unique}`;
    const treatment = `ייעוץ ראשון ${unique}`;
    await ownerLogsIn(page, lang);

    await page.getByRole('button', { name: text.addBranch }).click();
    const branchForm = page.getByRole('dialog', { name: text.addBranch });
    await branchForm.getByLabel(text.name).fill(branch);
    await branchForm.getByRole('button', { name: text.save }).click();
    await expect(branchForm).toHaveCount(0);
    await expect(page.getByRole('region', { name: text.branches })).toContainText(branch);

    // The one name field is the main language's, and it is the required one.
    await page.getByRole('button', { name: text.addDoctor }).click();
    const doctorForm = page.getByRole('dialog', { name: text.addDoctor });
    await expect(doctorForm.getByLabel(text.name)).toHaveAttribute('required', '');
    if (lang === 'he') await expect(doctorForm.getByLabel(text.english)).toHaveCount(0);
    else await expect(doctorForm.getByLabel(text.english)).not.toHaveAttribute('required', '');
    await doctorForm.getByLabel(text.name).fill(doctor);
    await expectNoSeriousA11yViolations(page, `doctor form of a Hebrew-only clinic (${lang})`);
    await shoot(page, `setup-doctor-hebrew-main-${lang}`, { widths: [390, 1280], fullPage: true });
    await doctorForm.getByRole('button', { name: text.save }).click();
    await expect(doctorForm).toHaveCount(0);
    const doctors = page.getByRole('region', { name: text.doctors, exact: true });
    await expect(doctors).toContainText(doctor);

    await page.getByRole('button', { name: text.addTreatment }).click();
    const treatmentForm = page.getByRole('dialog', { name: text.addTreatment });
    await treatmentForm.getByLabel(text.name).fill(treatment);
    await treatmentForm.getByLabel(text.duration).fill('30');
    await treatmentForm.getByLabel(text.price).fill('150');
    await treatmentForm.getByRole('group', { name: text.offeredAt }).getByRole('checkbox', { name: branch }).check();
    await treatmentForm.getByRole('button', { name: text.save }).click();
    await expect(treatmentForm).toHaveCount(0);
    await expect(page.getByRole('region', { name: text.treatments })).toContainText(treatment);

    // Renamed, still in Hebrew alone.
    await doctors.getByRole('button', { name: new RegExp(doctor) }).click();
    const editForm = page.getByRole('dialog', { name: text.editDoctor });
    await editForm.getByLabel(text.name).fill(`${doctor} לוי`);
    await editForm.getByRole('button', { name: text.save }).click();
    await expect(editForm).toHaveCount(0);
    await expect(doctors).toContainText(`${doctor} לוי`);
    await shoot(page, `setup-hebrew-main-${lang}`, { fullPage: true });
  });
}
