/** Plausible patients' names for a demo clinic, in the clinic's language; made up, like their phones. */
const NAMES: Record<string, readonly string[]> = {
  en: [
    'Olivia Bennett',
    'Jack Thompson',
    'Amelia Clarke',
    'Harry Walker',
    'Isla Robinson',
    'George Wright',
    'Ava Mitchell',
    'Noah Turner',
    'Emily Hughes',
    'Leo Edwards',
    'Grace Collins',
    'Oscar Morris',
    'Sophie Ward',
    'Charlie Price',
    'Lily Foster',
    'Thomas Reed',
    'Freya Bailey',
    'Henry Cooper',
    'Chloe Russell',
    'Alfie Gray',
    'Evie Palmer',
    'Arthur Fleming',
    'Ruby Dawson',
    'Samuel Knight',
    'Poppy Holmes',
    'James Carter',
    'Ella Barnes',
    'William Shaw',
    'Mia Howard',
    'Daniel Porter',
  ],
  he: [
    'נועה כהן',
    'איתי לוי',
    'תמר מזרחי',
    'יונתן פרץ',
    'מיכל ביטון',
    'אורי דהן',
    'שירה אברהם',
    'דניאל פרידמן',
    'יעל אזולאי',
    'עומר שפירא',
    'רותם גולן',
    'אביב כץ',
    'הילה עמר',
    'גיא אוחיון',
    'מאיה בן דוד',
    'רון סגל',
    'ליאור חדד',
    'עדי וקנין',
    'נגה אלון',
    'אלון רוזן',
    'טל שטרן',
    'אפרת גבאי',
    'יוסי מלכה',
    'ענבל שושן',
    'אסף ברק',
    'דנה קליין',
    'משה טל',
    'שני יוסף',
    'עידו נחום',
    'קרן אשכנזי',
  ],
  ar: [
    'ليلى حداد',
    'أحمد خوري',
    'سارة نصار',
    'يوسف عودة',
    'مريم سعيد',
    'عمر حبيب',
    'نور شحادة',
    'خالد منصور',
    'رنا جبران',
    'سامي عيسى',
    'هالة بشارة',
    'طارق زعبي',
    'دانة خليل',
    'كريم سليمان',
    'جود ناصر',
    'مازن قاسم',
    'لينا عواد',
    'رامي حسن',
    'ريم فارس',
    'باسل يونس',
  ],
  ru: [
    'Анна Смирнова',
    'Дмитрий Кузнецов',
    'Мария Попова',
    'Алексей Волков',
    'Елена Соколова',
    'Сергей Лебедев',
    'Ольга Новикова',
    'Игорь Морозов',
    'Наталья Павлова',
    'Павел Фёдоров',
    'Ирина Козлова',
    'Андрей Орлов',
    'Татьяна Белова',
    'Михаил Егоров',
    'Юлия Зайцева',
    'Виктор Медведев',
    'Светлана Громова',
    'Николай Титов',
    'Ксения Фролова',
    'Артём Жуков',
  ],
};

export function demoNames(lang: string): readonly string[] {
  return NAMES[lang] ?? NAMES.en!;
}

/** A reason for the demo block, in the clinic's language. */
export function demoBlockReason(lang: string): string {
  const reasons: Record<string, string> = {
    en: 'Team meeting',
    he: 'ישיבת צוות',
    ar: 'اجتماع الفريق',
    ru: 'Собрание команды',
  };
  return reasons[lang] ?? reasons.en!;
}

/**
 * The demo patients' phones, E.164, made up. In London, Ofcom's range kept for drama, 020 7946 0xxx: it reaches no one,
 * and the phone rules accept it (not its mobile range, 07700 900xxx), so a demo patient can log in. Else an Israeli
 * mobile range with 555 after the prefix, as the demo files' own numbers.
 */
export function demoPhone(timeZone: string, index: number): string {
  if (timeZone === 'Europe/London') return `+442079460${String(100 + index).padStart(3, '0')}`;
  return `+97250555${String(1000 + index).padStart(4, '0')}`;
}
