import type { forms as en } from '../en/forms';

export const forms: typeof en = {
  phone: {
    label: 'رقم الهاتف',
    countryLabel: 'رمز الدولة',
    placeholder: 'رقم الهاتف',
    invalid: 'هذا ليس رقم هاتف من {{country}}. تحقّق منه، أو اختر بلد رقمك.',
  },
  codeLimit: {
    help: 'لا يزال بإمكانك التواصل مع العيادة هاتفيًا أو عبر واتساب:',
    call: 'اتصل',
    whatsapp: 'راسلنا عبر واتساب',
  },
  otp: {
    label: 'رمز التحقق',
    digit: 'الرقم {{index}} من {{count}}',
  },
  registration: {
    title: 'أكمل تسجيلك',
    intro: 'هذا الرقم جديد لدينا. أخبرنا قليلًا عن نفسك وسنرسل إليك الرمز.',
    phone: 'الهاتف',
    name: 'الاسم الكامل',
    age: 'العمر',
    gender: 'الجنس',
    genders: { male: 'ذكر', female: 'أنثى', other: 'آخر' },
    email: 'البريد الإلكتروني',
    optional: '(اختياري)',
    submit: 'سجّل وأرسل الرمز',
    cancel: 'إلغاء',
    sending: 'جارٍ الإرسال…',
    errors: {
      nameRequired: 'الاسم مطلوب',
      ageRequired: 'العمر مطلوب',
      ageInvalid: 'يرجى إدخال عمر صحيح (1-120)',
      genderRequired: 'الجنس مطلوب',
      emailInvalid: 'يرجى إدخال بريد إلكتروني صحيح',
    },
  },
};
