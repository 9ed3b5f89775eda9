/** What staff wrote in a demo clinic, in its language: notes on a few patients and on a few visits. */
const PATIENT_NOTES: Record<string, readonly string[]> = {
  en: ['Allergic to penicillin.', 'Anxious patient: explain each step first.', 'Prefers morning visits.'],
  he: ['אלרגיה לפניצילין.', 'מטופלת חרדה: להסביר כל שלב מראש.', 'מעדיף תורים בבוקר.'],
  ar: ['حساسية من البنسلين.', 'مريضة قلقة: اشرح كل خطوة مسبقًا.', 'يفضّل المواعيد الصباحية.'],
  ru: [
    'Аллергия на пенициллин.',
    'Тревожная пациентка: заранее объяснять каждый шаг.',
    'Предпочитает утренние визиты.',
  ],
};

const VISIT_NOTES: Record<string, readonly string[]> = {
  en: ['Pain lower left molar', 'Bleeding gums when brushing', 'Check the crown fitted last month'],
  he: ['כאב בטוחנת שמאלית תחתונה', 'דימום בחניכיים בזמן צחצוח', 'לבדוק את הכתר שהותקן בחודש שעבר'],
  ar: ['ألم في الضرس السفلي الأيسر', 'نزيف اللثة عند تنظيف الأسنان', 'فحص التاج الذي رُكّب الشهر الماضي'],
  ru: ['Боль в нижнем левом моляре', 'Кровоточат дёсны при чистке', 'Проверить коронку, поставленную в прошлом месяце'],
};

/** Every how many demo patients one has staff notes (the first of each run of this many). */
const PATIENT_NOTE_EVERY = 4;
/** Every how many visits the desk booked one carries a note. */
const VISIT_NOTE_EVERY = 3;

/** The staff's notes on demo patient `index`, for a few of them; null for the rest. */
export function demoPatientNote(lang: string, index: number): string | null {
  if (index % PATIENT_NOTE_EVERY !== 1) return null;
  const notes = PATIENT_NOTES[lang] ?? PATIENT_NOTES.en!;
  return notes[Math.floor(index / PATIENT_NOTE_EVERY) % notes.length]!;
}

/** The note on the demo week's visit `n`, for a few the desk booked; null for the rest. */
export function demoVisitNote(lang: string, n: number, bookedOnline: boolean): string | null {
  if (bookedOnline || n % VISIT_NOTE_EVERY !== 0) return null;
  const notes = VISIT_NOTES[lang] ?? VISIT_NOTES.en!;
  return notes[Math.floor(n / VISIT_NOTE_EVERY) % notes.length]!;
}
