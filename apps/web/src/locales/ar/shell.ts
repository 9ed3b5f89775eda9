import type { shell as en } from '../en/shell';

export const shell: typeof en = {
  skipToContent: 'انتقل إلى المحتوى الرئيسي',
  nav: {
    label: 'القائمة الرئيسية',
    home: 'الرئيسية',
    doctors: 'الأطباء',
    treatments: 'العلاجات',
    clinics: 'العيادات',
    contact: 'اتصل بنا',
    myAppointments: 'مواعيدي',
    openMenu: 'فتح القائمة',
    closeMenu: 'إغلاق القائمة',
  },
  language: { menu: 'اللغة' },
  login: 'تسجيل الدخول',
  logout: 'تسجيل الخروج',
  homeLink: 'الصفحة الرئيسية لـ{{name}}',
  footer: {
    quickLinks: 'روابط سريعة',
    contactInfo: 'معلومات الاتصال',
    emergency: 'الطوارئ',
    emergencyText: 'في حالة الطوارئ الطبية اتصل فورًا بالرقم {{number}} أو توجّه إلى أقرب قسم طوارئ.',
    emergencyCall: 'اتصل بالرقم {{number}}',
    copyright: '© {{year}} {{name}}. جميع الحقوق محفوظة.',
  },
  whatsapp: { label: 'تحدث معنا عبر واتساب', message: 'مرحبًا، أحتاج إلى مساعدة!' },
  notFound: {
    title: 'المستخدم غير موجود',
    code: '404',
    description: 'العيادة التي تبحث عنها غير موجودة أو لم تعد متاحة.',
    goDefault: 'الانتقال إلى {{name}}',
    goBack: 'رجوع',
    contactSupport: 'التواصل مع الدعم',
    available: 'العيادات المتاحة',
  },
  errors: {
    config: 'مستخدم غير صالح أو لم يتم العثور على الإعدادات',
  },
};
