import type { common as en } from '../en/common';

export const common: typeof en = {
  loading: 'جارٍ التحميل…',
  tryAgain: 'حاول مرة أخرى',
  close: 'إغلاق',
  back: 'رجوع',
  comingSoon: 'هذه الصفحة قيد الإنشاء. يرجى العودة قريبًا.',
  doctorFallbackName: 'الطبيب {{id}}',
  demo: {
    name: 'موقع تجريبي',
    banner: 'موقع تجريبي: تظهر رموز الدخول على الصفحة، ولا توجد رسائل واتساب أو مدفوعات حقيقية.',
    code: 'تجريبي: رمزك هو',
  },
  pagination: { previous: 'السابق', next: 'التالي', page: 'صفحة {{page}}', status: 'صفحة {{page}} من {{count}}' },
  documents: { receipt: 'إيصال', tax_invoice_receipt: 'فاتورة ضريبية - إيصال', credit_note: 'إشعار دائن' },
};
