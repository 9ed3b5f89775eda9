import type { waitlist as en } from '../en/waitlist';

export const waitlist: typeof en = {
  heading: 'רשימת המתנה',
  intro:
    'מטופלים שממתינים שיתפנה תור, לפי סדר ההצטרפות. כשמתפנה תור, הראשון שמתאים מקבל הצעה בוואטסאפ; אפשר גם לקבוע להם תור בעצמכם.',
  failed: 'לא ניתן היה לטעון את רשימת ההמתנה.',
  empty: 'אף אחד לא ממתין.',
  columns: {
    patient: 'מטופל/ת',
    treatment: 'טיפול',
    doctor: 'רופא/ה',
    branch: 'סניף',
    days: 'ימים מבוקשים',
    since: 'ממתין/ה מאז',
    status: 'מצב',
    actions: 'פעולות',
  },
  range: '{{from}} עד {{to}}',
  waiting: 'ממתין/ה',
  anyDoctor: 'כל רופא/ה',
  offered: 'הוצע תור שהתפנה: {{date}} בשעה',
  heldUntil: 'שמור עד {{when}}',
  book: 'קביעת תור ל{{name}}',
  markServed: '{{name}} קיבל/ה שירות',
  remove: 'הסרת {{name}}…',
  served: '{{name}} יצא/ה מרשימת ההמתנה לאחר שקיבל/ה שירות.',
  removed: '{{name}} הוסר/ה מרשימת ההמתנה.',
  removeTitle: 'הסרת {{name}} מרשימת ההמתנה',
  removeIntro: 'לא יוצעו לו/לה עוד תורים שמתפנים ל{{treatment}}. תור שנשמר עבורו/ה משתחרר.',
  reason: 'סיבה',
  confirmRemove: 'הסרה מרשימת ההמתנה',
  keep: 'להשאיר ברשימה',
};
