import { type TErrorCode, type TErrorParams, errorText } from '@clinic/contract/core/error-codes';
import type { TLang } from '@clinic/contract/core/common';
import { ERROR_TEXTS } from '@clinic/contract/core/error-texts/all';
import { LONG_DATE } from '@clinic/contract/site/date-formats';
import { INTL_LOCALES, LANGS } from '@clinic/contract/site/languages';
import { MESSAGE_WORDS } from './message-words';

export type Lang = TLang;
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
  /** A signed link to the receipt of the payment that booked it (no login needed); none: nothing paid online. */
  receipt?: string | undefined;
  /** Until when an unpaid hold keeps the time (HH:MM, the clinic's clock); null: it is not held. */
  heldUntil?: string | null | undefined;
};
/** What a confirmation tells of its visit. */
export type VisitTopic = 'held' | 'booked' | 'moved' | 'cancelled' | 'released';
export type ReplyResult = 'confirmed' | 'cancelled' | 'not_understood' | 'no_visit';

/** Formatters by language and zone: making one costs far more than using it (a message is composed per visit). */
const wallFormatters = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

/** "Thursday, 26 March 2027" (the site's long date) and "10:30" in the clinic's zone, in the language's own way. */
export function wallWords(startsAt: Date, timeZone: string, lang: Lang): { date: string; time: string } {
  const key = `${lang} ${timeZone}`;
  let formats = wallFormatters.get(key);
  if (!formats) {
    formats = {
      date: new Intl.DateTimeFormat(INTL_LOCALES[lang], { ...LONG_DATE, timeZone }),
      time: new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    };
    wallFormatters.set(key, formats);
  }
  return { date: formats.date.format(startsAt), time: formats.time.format(startsAt) };
}

const where = (v: VisitWords) => (v.address ? `${v.branch}, ${v.address}` : v.branch);
const what = (v: VisitWords, lang: Lang) =>
  v.doctor ? MESSAGE_WORDS[lang].withDoctor(v.treatment, v.doctor) : v.treatment;

/**
 * A confirmation (held, booked, moved, cancelled, released) or a reminder: for whom, what, with whom, when, where,
 * and the link. Only a visit that keeps its time asks the patient to confirm or cancel it.
 */
export function visitText(topic: VisitTopic | 'reminder', v: VisitWords, lang: Lang): string {
  const t = MESSAGE_WORDS[lang];
  const headline = topic === 'held' ? t.held(v.heldUntil ?? '') : t[topic];
  const lines = [
    `${v.clinic}: ${headline}.`,
    ...(v.forName ? [t.forWhom(v.forName)] : []),
    what(v, lang),
    t.at(v.date, v.time),
    where(v),
  ];
  if (topic === 'booked' || topic === 'moved' || topic === 'reminder') lines.push(t.answer);
  if (topic === 'booked' && v.receipt) lines.push(`${t.receipt}: ${v.receipt}`);
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
  if (typeof result === 'object') return errorText(ERROR_TEXTS[lang], result.refused, result.params);
  const t = MESSAGE_WORDS[lang];
  const when = visit ? ` (${t.at(visit.date, visit.time)})` : '';
  if (result === 'confirmed') return t.replyConfirmed(when);
  if (result === 'cancelled') return t.replyCancelled(when);
  if (result === 'no_visit') return t.replyNoVisit;
  return t.replyNotUnderstood;
}

/** What a patient's words ask, in any of the site's languages: confirm or cancel, else nothing. */
export function intentOf(words: string): 'confirm' | 'cancel' | undefined {
  const text = words
    .trim()
    .toLowerCase()
    .replace(/[.!?,"'״׳«»؟،]/g, '')
    .trim();
  if (LANGS.some((lang) => MESSAGE_WORDS[lang].confirmWords.includes(text))) return 'confirm';
  if (LANGS.some((lang) => MESSAGE_WORDS[lang].cancelWords.includes(text))) return 'cancel';
  return undefined;
}
