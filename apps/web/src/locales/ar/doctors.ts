import type { doctors as en } from '../en/doctors';

export const doctors: typeof en = {
  title: 'أطباؤنا',
  subtitle: 'تعرّف على الأطباء والأخصائيين الذين يعتنون بك في عياداتنا.',
  loading: 'جارٍ تحميل الأطباء…',
  empty: 'لم يتم العثور على أطباء',
  failed: 'تعذّر تحميل الأطباء. يرجى المحاولة لاحقًا.',
  invalidData: 'وصلت بيانات غير صالحة من الخادم',
  doctorFallback: 'طبيب',
  teamId: 'رقم الفريق: {{id}}',
  viewProfile: 'عرض الملف الشخصي',
  viewProfileLabel: 'عرض الملف الشخصي: {{name}}',
  detail: {
    back: 'العودة إلى الأطباء',
    loading: 'جارٍ تحميل بيانات الطبيب…',
    failed: 'تعذّر تحميل معلومات الطبيب. يرجى المحاولة لاحقًا.',
    notFound: 'لم يتم العثور على الطبيب.',
    specialty: 'التخصص',
    about: 'نبذة',
    experience: 'الخبرة',
    experienceYears: '{{count, years}}',
    education: 'التعليم',
    clinics: 'أين تجدني',
    noClinics: 'هذا الطبيب لا يستقبل المرضى حاليًا في أي فرع.',
  },
};
