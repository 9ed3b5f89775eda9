/** The front desk's quick tools: check-in by the visit card's QR code, the search's button. */
export const desk = {
  /** The header's button that opens the search from anywhere (Ctrl+K). */
  searchButton: 'חיפוש',
  checkIn: {
    label: 'רישום הגעה',
    hint: "סרקו את כרטיס התור של המטופל, או הקלידו את קוד הצ'ק-אין בן שש התווים שמתחת ל-QR (כמו K7M-4PX), ואז Enter.",
    submit: 'רישום הגעה',
    camera: 'סריקה במצלמה',
    arrived: '{{name}} הגיע/ה.',
    cameraTitle: 'סריקת קוד ה-QR של כרטיס התור',
    cameraHint: 'החזיקו את קוד ה-QR מול המצלמה.',
    cameraLoading: 'המצלמה מופעלת…',
    cameraFailed: 'לא ניתן להפעיל את המצלמה. השתמשו בשדה רישום הגעה.',
    close: 'סגירה',
  },
};
