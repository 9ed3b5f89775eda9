// What the desk's money screens say (a visit's dialog, taking a payment, a refund), in English and Hebrew: the
// words the money and documents tests find their way by.
export const DESK_MONEY_TEXTS = {
  en: {
    email: 'Email',
    password: 'Password',
    visit: (time: string) => `Visit at ${time}`,
    takePayment: 'Record payment at desk…',
    amount: 'Amount (ILS)',
    cash: 'Cash',
    record: 'Record payment',
    paid: 'Paid',
    refund: 'Refund…',
    reason: 'Reason for the refund',
    review: 'Review refund',
    yes: 'Yes, refund',
    partly: 'Partly refunded',
  },
  he: {
    email: 'אימייל',
    password: 'סיסמה',
    visit: (time: string) => `תור בשעה ${time}`,
    takePayment: 'רישום תשלום בקבלה…',
    amount: 'סכום (ILS)',
    cash: 'מזומן',
    record: 'רישום התשלום',
    paid: 'שולם',
    refund: 'החזר…',
    reason: 'סיבת ההחזר',
    review: 'בדיקת ההחזר',
    yes: 'כן, להחזיר',
    partly: 'הוחזר חלקית',
  },
} as const;
