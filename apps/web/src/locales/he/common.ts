import type { common as en } from '../en/common';

export const common: typeof en = {
  loading: 'טוען…',
  tryAgain: 'נסו שוב',
  close: 'סגירה',
  back: 'חזרה',
  comingSoon: 'העמוד בבנייה. נא לחזור בקרוב.',
  doctorFallbackName: 'רופא/ה {{id}}',
  demo: {
    name: 'אתר הדגמה',
    banner: 'אתר הדגמה: קודי הכניסה מוצגים בדף, ואף הודעת WhatsApp או תשלום אינם אמיתיים.',
    code: 'הדגמה: הקוד שלך הוא',
  },
  pagination: { previous: 'הקודם', next: 'הבא', page: 'עמוד {{page}}', status: 'עמוד {{page}} מתוך {{count}}' },
  documents: { receipt: 'קבלה', tax_invoice_receipt: 'חשבונית מס קבלה', credit_note: 'הודעת זיכוי' },
};
