/** The front desk's quick tools: check-in by the visit card's QR code, the search's button. */
export const desk = {
  /** The header's button that opens the search from anywhere (Ctrl+K). */
  searchButton: 'بحث',
  checkIn: {
    label: 'تسجيل الوصول',
    hint: 'امسح بطاقة موعد المريض، أو اكتب رمز تسجيل الوصول المكوّن من ستة أحرف تحت رمز QR (مثل K7M-4PX)، ثم اضغط Enter.',
    submit: 'تسجيل الوصول',
    camera: 'المسح بالكاميرا',
    arrived: 'وصل {{name}}.',
    cameraTitle: 'امسح رمز QR على بطاقة الموعد',
    cameraHint: 'أمسك رمز QR أمام الكاميرا.',
    cameraLoading: 'جارٍ تشغيل الكاميرا…',
    cameraFailed: 'تعذّر تشغيل الكاميرا. استخدم حقل تسجيل الوصول بدلًا منها.',
    close: 'إغلاق',
  },
};
