import { expect, test } from '@playwright/test';
import {
  bookThroughApi,
  expectNoSeriousA11yViolations,
  findFreeTimes,
  loginThroughApi,
  useLoggedIn,
} from '../support/patients';
import { plusMinutes } from '@clinic/contract/core/wall-time';

// Issue #21's family members: a logged-in patient adds a family member on the booking screen, books for them,
// and My appointments says whose each visit is and filters by person; in English, Hebrew and Russian. Branch 40
// and the 5-minute wound dressing (treatment 6): no other browser test books them.

const TEXTS = {
  en: {
    whoFor: 'Who is this visit for?',
    add: 'Add family member',
    dialog: 'Add a family member',
    name: 'Full name',
    age: 'Age',
    female: 'Female',
    relation: 'Relation to you',
    child: 'Child',
    save: 'Save',
    confirm: 'Confirm booking',
    booked: 'Your appointment is booked',
    me: 'Me',
    forMember: 'For: Noa',
    forMe: 'For: Me',
    filter: 'Show visits of',
    family: 'Family members',
    summary: 'Child, 7',
  },
  he: {
    whoFor: 'עבור מי התור?',
    add: 'הוספת בן/בת משפחה',
    dialog: 'הוספת בן/בת משפחה',
    name: 'שם מלא',
    age: 'גיל',
    female: 'נקבה',
    relation: 'קרבה אליך',
    child: 'ילד/ה',
    save: 'שמירה',
    confirm: 'אישור ההזמנה',
    booked: 'התור שלך נקבע',
    me: 'אני',
    forMember: 'עבור: נועה',
    forMe: 'עבור: אני',
    filter: 'הצגת התורים של',
    family: 'בני משפחה',
    summary: 'ילד/ה, 7',
  },
  ru: {
    whoFor: 'Кого записать на приём?',
    add: 'Добавить члена семьи',
    dialog: 'Добавить члена семьи',
    name: 'Полное имя',
    age: 'Возраст',
    female: 'Женский',
    relation: 'Кем вам приходится',
    child: 'Ребёнок',
    save: 'Сохранить',
    confirm: 'Подтвердить запись',
    booked: 'Вы записаны на приём',
    me: 'Я',
    forMember: 'Для: Ноа',
    forMe: 'Для: Я',
    filter: 'Чьи записи показать',
    family: 'Члены семьи',
    summary: 'Ребёнок, 7',
  },
} as const;
const CHILD_NAME = { en: 'Noa', he: 'נועה', ru: 'Ноа' } as const;

const plus5 = (time: string) => plusMinutes(time, 5);

for (const [index, lang] of (['en', 'he', 'ru'] as const).entries()) {
  test(`a parent adds a child, books for her and filters My appointments by person (${lang})`, async ({
    page,
    request,
  }) => {
    // Three axe runs and a whole booking, beside the other language's test on a busy machine.
    test.setTimeout(180_000);
    const x = TEXTS[lang];
    const name = CHILD_NAME[lang];
    const patient = await loginThroughApi(request);
    const free = await findFreeTimes(request, { branch: 40, treatment: 6 });
    // Each language takes its own times, so the two tests never compete for one.
    const forChild = free.times.at(-2 - 2 * index)!;
    const forSelf = free.times.at(-1 - 2 * index)!;
    const ownVisit = await bookThroughApi(request, patient, {
      branch: 40,
      treatment: 6,
      date: free.date,
      start: forSelf,
      end: plus5(forSelf),
    });
    await useLoggedIn(page, patient);
    await page.evaluate((l) => localStorage.setItem('language', l), lang);
    await page.goto(`/central-clinic/treatments/6/book?branch=40&date=${free.date}&time=${forChild}`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'he' ? 'rtl' : 'ltr');

    const whoFor = page.getByRole('group', { name: x.whoFor });
    await expect(whoFor.getByRole('radio', { name: x.me })).toBeChecked();
    await whoFor.getByRole('button', { name: x.add }).click();
    const dialog = page.getByRole('dialog', { name: x.dialog });
    await dialog.getByRole('button', { name: x.save }).click();
    // Nothing filled in: each field says what it needs, and nothing is saved.
    await expect(dialog.getByLabel(x.name)).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page, `add family member dialog (${lang})`);
    await dialog.getByLabel(x.name).fill(name);
    await dialog.getByLabel(x.age).fill('7');
    await dialog.getByRole('radio', { name: x.female }).check();
    await dialog.getByLabel(x.relation).selectOption({ label: x.child });
    await dialog.getByRole('button', { name: x.save }).click();
    await expect(dialog).toHaveCount(0);
    // The new member is chosen at once.
    await expect(whoFor.getByRole('radio', { name })).toBeChecked();
    await expectNoSeriousA11yViolations(page, `booking screen with family members (${lang})`);

    await page.getByRole('button', { name: x.confirm }).click();
    await expect(page.getByRole('heading', { name: x.booked })).toBeVisible();

    await page.goto('/central-clinic/my_appointments');
    const cards = page.getByRole('article');
    const childCard = cards.filter({ hasText: x.forMember });
    const ownCard = cards.filter({ hasText: new RegExp(`(#|מס׳ |№ )${ownVisit}(?!\\d)`) });
    await expect(childCard).toHaveCount(1);
    await expect(childCard).toContainText(`${forChild}-${plus5(forChild)}`);
    await expect(ownCard).toContainText(x.forMe);
    await expect(page.getByRole('region', { name: x.family })).toContainText(x.summary);

    const filter = page.getByLabel(x.filter);
    await filter.selectOption({ label: name });
    await expect(childCard).toHaveCount(1);
    await expect(ownCard).toHaveCount(0);
    await filter.selectOption({ label: x.me });
    await expect(ownCard).toHaveCount(1);
    await expect(childCard).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, `My appointments filtered by person (${lang})`);
  });
}
