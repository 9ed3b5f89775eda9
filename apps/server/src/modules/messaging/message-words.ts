import type { TLang } from '@clinic/contract/core/common';

/** The words of a patient's WhatsApp messages in one language (message-texts.ts puts them together). */
export type MessageWords = {
  /** An unpaid hold: until when the time is kept (HH:MM, the clinic's clock), and that paying confirms it. */
  held: (until: string) => string;
  /** An unpaid hold that ran out or was declined. */
  released: string;
  booked: string;
  moved: string;
  cancelled: string;
  reminder: string;
  /** How to answer a confirmation or reminder. */
  answer: string;
  mine: string;
  /** Before the signed link to the payment's receipt, in a booking paid online. */
  receipt: string;
  withDoctor: (treatment: string, doctor: string) => string;
  /** Whose visit it is, when it is a family member's ("For: Noa"). */
  forWhom: (name: string) => string;
  at: (date: string, time: string) => string;
  replyConfirmed: (when: string) => string;
  replyCancelled: (when: string) => string;
  replyNoVisit: string;
  replyNotUnderstood: string;
  /** The words a patient may reply to confirm or cancel, lower case without punctuation. */
  confirmWords: readonly string[];
  cancelWords: readonly string[];
};

export const MESSAGE_WORDS: Record<TLang, MessageWords> = {
  en: {
    held: (until) => `this time is held for you until ${until}. Pay to confirm it; unpaid, it is released then`,
    released: 'the time held for you was not paid and is released',
    booked: 'your appointment is booked',
    moved: 'your appointment has moved',
    cancelled: 'your appointment is cancelled',
    reminder: 'a reminder of your appointment',
    answer: 'Reply CONFIRM to confirm or CANCEL to cancel.',
    mine: 'My appointments',
    receipt: 'Receipt',
    withDoctor: (treatment, doctor) => `${treatment} with ${doctor}`,
    forWhom: (name) => `For: ${name}`,
    at: (date, time) => `${date} at ${time}`,
    replyConfirmed: (when) => `Thank you! Your appointment${when} is confirmed.`,
    replyCancelled: (when) => `Your appointment${when} is cancelled.`,
    replyNoVisit: 'We found no upcoming appointment of yours to change.',
    replyNotUnderstood:
      'Sorry, we did not understand. Reply CONFIRM to confirm your appointment or CANCEL to cancel it.',
    confirmWords: ['confirm', 'confirmed', 'yes'],
    cancelWords: ['cancel', 'cancelled'],
  },
  he: {
    held: (until) => `הזמן הזה שמור עבורך עד ${until}. יש לשלם כדי לאשר אותו; ללא תשלום הוא ישוחרר אז`,
    released: 'הזמן ששמרנו עבורך לא שולם ושוחרר',
    booked: 'התור שלך נקבע',
    moved: 'התור שלך הועבר',
    cancelled: 'התור שלך בוטל',
    reminder: 'תזכורת לתור שלך',
    answer: 'השב/י "אישור" כדי לאשר או "ביטול" כדי לבטל.',
    mine: 'התורים שלי',
    receipt: 'קבלה',
    withDoctor: (treatment, doctor) => `${treatment} עם ${doctor}`,
    forWhom: (name) => `עבור: ${name}`,
    at: (date, time) => `${date} בשעה ${time}`,
    replyConfirmed: (when) => `תודה! התור שלך${when} מאושר.`,
    replyCancelled: (when) => `התור שלך${when} בוטל.`,
    replyNoVisit: 'לא מצאנו תור קרוב שלך לשנות.',
    replyNotUnderstood: 'לא הבנו. השב/י "אישור" כדי לאשר את התור או "ביטול" כדי לבטל אותו.',
    confirmWords: ['אישור', 'מאשר', 'מאשרת', 'אשר', 'כן'],
    cancelWords: ['ביטול', 'בטל', 'לבטל', 'מבטל', 'מבטלת'],
  },
  ar: {
    held: (until) => `هذا الوقت محجوز لك حتى ${until}. ادفع لتأكيده؛ إن لم يُدفع فسيُحرَّر حينها`,
    released: 'لم يُدفع الوقت المحجوز لك فتم تحريره',
    booked: 'تم حجز موعدك',
    moved: 'تم تغيير موعدك',
    cancelled: 'تم إلغاء موعدك',
    reminder: 'تذكير بموعدك',
    answer: 'أرسل "تأكيد" لتأكيد الموعد أو "إلغاء" لإلغائه.',
    mine: 'مواعيدي',
    receipt: 'الإيصال',
    withDoctor: (treatment, doctor) => `${treatment} مع ${doctor}`,
    forWhom: (name) => `لـ: ${name}`,
    at: (date, time) => `${date} الساعة ${time}`,
    replyConfirmed: (when) => `شكرًا لك! تم تأكيد موعدك${when}.`,
    replyCancelled: (when) => `تم إلغاء موعدك${when}.`,
    replyNoVisit: 'لم نجد لك موعدًا قادمًا لتغييره.',
    replyNotUnderstood: 'عذرًا، لم نفهم رسالتك. أرسل "تأكيد" لتأكيد موعدك أو "إلغاء" لإلغائه.',
    confirmWords: ['تأكيد', 'تاكيد', 'أؤكد', 'اؤكد', 'نعم', 'موافق'],
    cancelWords: ['إلغاء', 'الغاء', 'ألغي', 'الغي', 'إلغ', 'الغ'],
  },
  ru: {
    held: (until) =>
      `это время удерживается для вас до ${until}. Оплатите, чтобы подтвердить; без оплаты оно освободится`,
    released: 'удержанное для вас время не было оплачено и освобождено',
    booked: 'ваш приём записан',
    moved: 'ваш приём перенесён',
    cancelled: 'ваш приём отменён',
    reminder: 'напоминание о вашем приёме',
    answer: 'Ответьте ПОДТВЕРДИТЬ, чтобы подтвердить, или ОТМЕНИТЬ, чтобы отменить.',
    mine: 'Мои записи',
    receipt: 'Квитанция',
    withDoctor: (treatment, doctor) => `${treatment}, врач: ${doctor}`,
    forWhom: (name) => `Для: ${name}`,
    at: (date, time) => `${date} в ${time}`,
    replyConfirmed: (when) => `Спасибо! Ваш приём${when} подтверждён.`,
    replyCancelled: (when) => `Ваш приём${when} отменён.`,
    replyNoVisit: 'Мы не нашли у вас предстоящих приёмов, которые можно изменить.',
    replyNotUnderstood:
      'Извините, мы не поняли ваш ответ. Ответьте ПОДТВЕРДИТЬ, чтобы подтвердить приём, или ОТМЕНИТЬ, чтобы отменить его.',
    confirmWords: ['подтвердить', 'подтверждаю', 'подтверждено', 'да'],
    cancelWords: ['отменить', 'отмена', 'отменяю', 'отмените'],
  },
};
