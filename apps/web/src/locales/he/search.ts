/** The desk's search from anywhere (Ctrl+K) and the agenda's keyboard shortcuts. */
export const search = {
  palette: {
    title: 'חיפוש מטופלים',
    label: 'שם, טלפון או מספר תור',
    placeholder: 'שם, טלפון (כל חלק ממנו) או מספר תור',
    hint: 'הקלידו שני תווים לפחות.',
    searching: 'מחפש…',
    none: 'אין מטופל מתאים.',
    patients: 'מטופלים',
    newPatient: 'מטופל חדש:',
    failed: 'החיפוש נכשל. נסו שוב.',
  },
  card: {
    book: 'קביעת תור',
    todayVisit: 'התור של היום',
  },
  shortcuts: {
    title: 'קיצורי מקלדת',
    today: 'היום',
    previous: 'היום הקודם (השבוע הקודם בתצוגת שבוע)',
    next: 'היום הבא (השבוע הבא בתצוגת שבוע)',
    day: 'תצוגת יום',
    week: 'תצוגת שבוע',
    book: 'תור חדש',
    search: 'חיפוש מטופלים',
    help: 'הרשימה הזו',
    note: 'הקיצורים לא פועלים בזמן הקלדה בשדה.',
    close: 'סגירה',
  },
};
