import { type TErrorCode, type TErrorParams, errorText } from '@clinic/contract/error-codes';
import { EN_ERROR_TEXTS } from '@clinic/contract/error-texts/en';
import { HE_ERROR_TEXTS } from '@clinic/contract/error-texts/he';

export type Lang = 'en' | 'he';
/** A visit as a message names it, in the patient's language and the clinic's time zone. */
export type VisitWords = {
  clinic: string;
  branch: string;
  address: string | null;
  treatment: string;
  doctor: string | null;
  /** The family member the visit is for; null: the account holder, the message's reader. */
  forName?: string | null | undefined;
  /** The visit's start as the clinic's clock shows it. */
  date: string;
  time: string;
  link: string;
};
export type ReplyResult = 'confirmed' | 'cancelled' | 'not_understood' | 'no_visit';

/** "Thursday, 26 March 2027" and "10:30" in the clinic's zone. */
export function wallWords(startsAt: Date, timeZone: string, lang: Lang): { date: string; time: string } {
  const locale = lang === 'he' ? 'he-IL' : 'en-GB';
  const date = new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(startsAt);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(startsAt);
  return { date, time };
}

const where = (v: VisitWords) => (v.address ? `${v.branch}, ${v.address}` : v.branch);
const what = (v: VisitWords, lang: Lang) =>
  v.doctor ? (lang === 'he' ? `${v.treatment} עם ${v.doctor}` : `${v.treatment} with ${v.doctor}`) : v.treatment;
/** Whose visit it is, when it is a family member's: "For: Noa" (a parent books for several children). */
const forWhom = (v: VisitWords, lang: Lang) =>
  v.forName ? (lang === 'he' ? `עבור: ${v.forName}` : `For: ${v.forName}`) : undefined;

const EN = {
  booked: 'your appointment is booked',
  moved: 'your appointment has moved',
  cancelled: 'your appointment is cancelled',
  reminder: 'a reminder of your appointment',
  answer: 'Reply CONFIRM to confirm or CANCEL to cancel.',
  mine: 'My appointments',
};
const HE = {
  booked: 'התור שלך נקבע',
  moved: 'התור שלך הועבר',
  cancelled: 'התור שלך בוטל',
  reminder: 'תזכורת לתור שלך',
  answer: 'השב/י "אישור" כדי לאשר או "ביטול" כדי לבטל.',
  mine: 'התורים שלי',
};

/** A confirmation (booked, moved, cancelled) or a reminder: what, with whom, when, where, and the link. */
export function visitText(topic: 'booked' | 'moved' | 'cancelled' | 'reminder', v: VisitWords, lang: Lang): string {
  const t = lang === 'he' ? HE : EN;
  const forLine = forWhom(v, lang);
  const lines = [
    `${v.clinic}: ${t[topic]}.`,
    ...(forLine ? [forLine] : []),
    what(v, lang),
    lang === 'he' ? `${v.date} בשעה ${v.time}` : `${v.date} at ${v.time}`,
    where(v),
  ];
  if (topic !== 'cancelled') lines.push(t.answer);
  lines.push(`${t.mine}: ${v.link}`);
  return lines.join('\n');
}

/**
 * The body parameters of the approved templates, in their order. The templates have no place of their own for a
 * family member, so their name goes with the treatment ("Check-up (Noa)").
 */
export const templateParams = (v: VisitWords) => [
  v.clinic,
  v.forName ? `${v.treatment} (${v.forName})` : v.treatment,
  v.doctor ?? '',
  v.date,
  v.time,
  where(v),
  v.link,
];

/** The answer to a patient's reply: what was done, or why not (a refusal's text in the patient's language). */
export function replyText(
  result: ReplyResult | { refused: TErrorCode; params?: TErrorParams | undefined },
  lang: Lang,
  visit?: { date: string; time: string },
): string {
  if (typeof result === 'object')
    return errorText(lang === 'he' ? HE_ERROR_TEXTS : EN_ERROR_TEXTS, result.refused, result.params);
  const when = visit
    ? lang === 'he'
      ? ` (${visit.date} בשעה ${visit.time})`
      : ` (${visit.date} at ${visit.time})`
    : '';
  if (lang === 'he') {
    if (result === 'confirmed') return `תודה! התור שלך${when} מאושר.`;
    if (result === 'cancelled') return `התור שלך${when} בוטל.`;
    if (result === 'no_visit') return 'לא מצאנו תור קרוב שלך לשנות.';
    return 'לא הבנו. השב/י "אישור" כדי לאשר את התור או "ביטול" כדי לבטל אותו.';
  }
  if (result === 'confirmed') return `Thank you! Your appointment${when} is confirmed.`;
  if (result === 'cancelled') return `Your appointment${when} is cancelled.`;
  if (result === 'no_visit') return 'We found no upcoming appointment of yours to change.';
  return 'Sorry, we did not understand. Reply CONFIRM to confirm your appointment or CANCEL to cancel it.';
}

/** What a patient's words ask: confirm or cancel (English or Hebrew), else nothing. */
export function intentOf(words: string): 'confirm' | 'cancel' | undefined {
  const text = words
    .trim()
    .toLowerCase()
    .replace(/[.!?,"'״׳]/g, '')
    .trim();
  if (['confirm', 'confirmed', 'yes', 'אישור', 'מאשר', 'מאשרת', 'אשר', 'כן'].includes(text)) return 'confirm';
  if (['cancel', 'cancelled', 'ביטול', 'בטל', 'לבטל', 'מבטל', 'מבטלת'].includes(text)) return 'cancel';
  return undefined;
}
