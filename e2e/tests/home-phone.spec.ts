import { type Page, expect, test } from '@playwright/test';
import { withoutPageAnswers } from '../support/page-answers';
import { shoot } from '../support/shots';

// The longest banner a clinic may write (the setup's limits: a title of 120 characters, a text of 400), with a link.
const LONGEST = {
  en: {
    title:
      'Family medicine, paediatrics and women’s health for the whole family, at three branches open six days every single week',
    text: 'Our doctors take the time to listen, explain every step and follow up after your visit. Book online in under a minute at the branch and time that suit you, pay at the desk or online, and get a friendly reminder on the day before. Same-week appointments are kept free every day for children and for anyone who needs to be seen soon; call us and our team will gladly find a time that fits your day.',
  },
  he: {
    title:
      'רפואת משפחה, רפואת ילדים ובריאות האישה לכל המשפחה, בשלושה סניפים הפתוחים שישה ימים בשבוע, קרוב לבית ולעבודה שלכם',
    text: 'הרופאים שלנו מקדישים זמן להקשיב, להסביר כל שלב ולעקוב אחריכם אחרי הביקור. קבעו תור באתר שלנו בפחות מדקה אחת בסניף ובשעה שנוחים לכם, שלמו בקבלה או באתר וקבלו תזכורת יום לפני. בכל יום נשמרים תורים פנויים לאותו שבוע לילדים ולכל מי שצריך להיבדק בקרוב; התקשרו אלינו ונמצא יחד שעה שמתאימה ליום שלכם, גם בערב, גם בשישי בבוקר, וגם בימים שבהם המרפאה עמוסה במיוחד ויש תור ארוך לרופאים.',
  },
};

const CASES = [
  { lang: 'en', clinic: 'central-clinic', book: 'Book an Appointment', longest: LONGEST.en },
  { lang: 'he', clinic: 'shalom-clinic', book: 'קביעת תור', longest: LONGEST.he },
] as const;

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The home page's booking button is whole on the first screen, the page not scrolled. */
async function bookingOnFirstScreen(page: Page, name: string) {
  const book = page.getByRole('link', { name, exact: true });
  await expect(book).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(book).toBeInViewport({ ratio: 1 });
}

for (const c of CASES) {
  test(`(${c.lang}) on a phone the home page's booking button is on the first screen, even under the longest banner`, async ({
    page,
  }) => {
    await page.goto(`/${c.clinic}/`);
    await bookingOnFirstScreen(page, c.book);
    await shoot(page, `home-${c.lang}`);

    // The clinic writes the longest title and text its setup takes, with a link ("Learn more").
    await withoutPageAnswers(page);
    await page.route('**/api/get_template', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      Object.assign(body.template_data, {
        banner_main_heading: JSON.stringify([c.longest.title]),
        banner_discription: JSON.stringify([c.longest.text]),
        banner_links: JSON.stringify(['/doctors']),
      });
      return route.fulfill({ response, json: body });
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.longest.title);
    await shoot(page, `home-longest-${c.lang}`);
    await bookingOnFirstScreen(page, c.book);
    await shoot(page, `home-longest-${c.lang}`, { widths: [1280] });
  });
}
