import type { waitlist as en } from '../en/waitlist';

export const waitlist: typeof en = {
  heading: 'قائمة الانتظار',
  intro:
    'مرضى ينتظرون أن يتاح موعد، الأقدم أولًا. عندما يتاح موعد يُعرض على واتساب على أول من يناسبه؛ ويمكنكم أيضًا حجز موعد لهم بأنفسكم.',
  failed: 'تعذّر تحميل قائمة الانتظار.',
  empty: 'لا أحد ينتظر.',
  columns: {
    patient: 'المريض',
    treatment: 'العلاج',
    doctor: 'الطبيب',
    branch: 'الفرع',
    days: 'الأيام المطلوبة',
    since: 'ينتظر منذ',
    status: 'الحالة',
    actions: 'الإجراءات',
  },
  range: 'من {{from}} إلى {{to}}',
  waiting: 'ينتظر',
  anyDoctor: 'أي طبيب',
  offered: 'عُرض عليه موعد أصبح متاحًا: {{date}} الساعة',
  heldUntil: 'محجوز حتى {{when}}',
  book: 'حجز موعد لـ{{name}}',
  markServed: 'تمت خدمة {{name}}',
  remove: 'إزالة {{name}}…',
  served: 'خرج {{name}} من قائمة الانتظار بعد خدمته.',
  removed: 'أُزيل {{name}} من قائمة الانتظار.',
  removeTitle: 'إزالة {{name}} من قائمة الانتظار',
  removeIntro: 'لن تُعرض عليه بعد الآن مواعيد متاحة لـ{{treatment}}. ويُحرَّر أي موعد محجوز له.',
  reason: 'السبب',
  confirmRemove: 'الإزالة من قائمة الانتظار',
  keep: 'إبقاؤه في الانتظار',
};
