import type { TLang } from '@clinic/contract/core/common';

// What a waitlist offer says: its WhatsApp text in the patient's language and the booking link it carries.

/**
 * The booking page of a treatment at a branch with the offered day and time chosen, and the doctor the patient
 * chose (the booking is then theirs: the time held is theirs).
 */
export const offerPath = (
  tenantKey: string,
  o: { treatmentId: number; branchId: number; date: string; time: string; doctorId: number | null },
) =>
  `/${tenantKey}/treatments/${o.treatmentId}/book?branch=${o.branchId}&date=${o.date}&time=${encodeURIComponent(o.time)}` +
  (o.doctorId === null ? '' : `&doctor=${o.doctorId}`);

type OfferWords = {
  clinic: string;
  treatment: string;
  /** The doctor the patient chose; empty: any doctor. */
  doctor: string;
  branch: string;
  date: string;
  time: string;
  minutes: number;
  link: string;
};
const OFFER_TEXTS: Record<TLang, (w: OfferWords) => string[]> = {
  en: (w) => [
    `${w.clinic}: a time from your waitlist is free.`,
    [w.treatment, w.doctor, w.branch].filter(Boolean).join(', '),
    `${w.date} at ${w.time}`,
    `It is held for you for ${w.minutes} minutes. Book it: ${w.link}`,
  ],
  he: (w) => [
    `${w.clinic}: התפנה תור מרשימת ההמתנה שלך.`,
    [w.treatment, w.doctor, w.branch].filter(Boolean).join(', '),
    `${w.date} בשעה ${w.time}`,
    `התור שמור עבורך ${w.minutes} דקות. לקביעה: ${w.link}`,
  ],
  ar: (w) => [
    `${w.clinic}: أصبح موعد من قائمة الانتظار الخاصة بك متاحًا.`,
    [w.treatment, w.doctor, w.branch].filter(Boolean).join('، '),
    `${w.date} الساعة ${w.time}`,
    `الموعد محجوز لك لمدة ${w.minutes} دقيقة. للحجز: ${w.link}`,
  ],
  ru: (w) => [
    `${w.clinic}: освободилось время из вашего листа ожидания.`,
    [w.treatment, w.doctor, w.branch].filter(Boolean).join(', '),
    `${w.date} в ${w.time}`,
    `Мы держим его для вас ${w.minutes} мин. Записаться: ${w.link}`,
  ],
};

/** The offer's WhatsApp text in the patient's language: what, where, when, how long it is held, and the link. */
export const offerText = (w: OfferWords, lang: TLang): string => OFFER_TEXTS[lang](w).join('\n');
