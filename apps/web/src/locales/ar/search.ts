/** The desk's search from anywhere (Ctrl+K) and the agenda's keyboard shortcuts. */
export const search = {
  palette: {
    title: 'البحث عن المرضى',
    label: 'الاسم أو الهاتف أو رقم الموعد',
    placeholder: 'الاسم، الهاتف (أي جزء منه) أو رقم الموعد',
    hint: 'اكتب حرفين أو أكثر.',
    searching: 'جارٍ البحث…',
    none: 'لا يوجد مريض مطابق.',
    patients: 'المرضى',
    newPatient: 'مريض جديد:',
    failed: 'فشل البحث. حاول مرة أخرى.',
  },
  card: {
    book: 'حجز موعد',
    todayVisit: 'موعد اليوم',
  },
  shortcuts: {
    title: 'اختصارات لوحة المفاتيح',
    today: 'اليوم',
    previous: 'اليوم السابق (الأسبوع السابق في عرض الأسبوع)',
    next: 'اليوم التالي (الأسبوع التالي في عرض الأسبوع)',
    day: 'عرض اليوم',
    week: 'عرض الأسبوع',
    book: 'حجز جديد',
    search: 'البحث عن المرضى',
    help: 'هذه القائمة',
    note: 'لا تعمل الاختصارات أثناء الكتابة في حقل.',
    close: 'إغلاق',
  },
};
