import type { shell as en } from '../en/shell';

export const shell: typeof en = {
  skipToContent: 'דילוג לתוכן הראשי',
  nav: {
    label: 'ראשי',
    home: 'בית',
    doctors: 'רופאים',
    treatments: 'טיפולים',
    clinics: 'מרפאות',
    contact: 'צור קשר',
    myAppointments: 'התורים שלי',
    openMenu: 'פתיחת תפריט',
    closeMenu: 'סגירת תפריט',
  },
  language: { menu: 'שפה' },
  login: 'התחברות',
  logout: 'התנתקות',
  homeLink: 'דף הבית של {{name}}',
  footer: {
    quickLinks: 'קישורים מהירים',
    contactInfo: 'פרטי התקשרות',
    emergency: 'חירום',
    emergencyText: 'במקרה חירום רפואי התקשרו מיד ל-{{number}} או פנו לחדר המיון הקרוב.',
    emergencyCall: 'חיוג ל-{{number}}',
    copyright: '© {{year}} {{name}}. כל הזכויות שמורות.',
  },
  whatsapp: { label: 'שיחה איתנו בוואטסאפ', message: 'היי, אני צריך/ה עזרה!' },
  notFound: {
    title: 'המשתמש לא נמצא',
    code: '404',
    description: 'המרפאה שחיפשתם אינה קיימת או שאינה זמינה עוד.',
    goDefault: 'מעבר אל {{name}}',
    goBack: 'חזרה',
    contactSupport: 'פנייה לתמיכה',
    available: 'מרפאות זמינות',
  },
  errors: {
    config: 'משתמש לא תקין או שהתצורה לא נמצאה',
  },
};
