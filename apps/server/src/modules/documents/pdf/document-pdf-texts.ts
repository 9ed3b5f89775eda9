import type { DocumentPdfView } from './document-pdf-view';

/** The words printed on a payment document; `{…}` marks a value filled in when drawn. */
type DocumentPdfTexts = {
  title: Record<DocumentPdfView['kind'], string>;
  original: string;
  copy: string;
  number: string;
  date: string;
  taxNumber: string;
  vatExempt: string;
  receivedFrom: string;
  visit: string;
  treatment: string;
  doctor: string;
  branch: string;
  visitTime: string;
  description: string;
  amount: string;
  net: string;
  vat: string;
  total: string;
  payment: string;
  method: Record<DocumentPdfView['method']['kind'], string>;
  cardEnding: string;
  creditFor: string;
  page: string;
};

/** Every language has every key: the type refuses a missing one. */
export const DOCUMENT_PDF_TEXTS: Record<DocumentPdfView['language'], DocumentPdfTexts> = {
  en: {
    title: { receipt: 'Receipt', tax_invoice_receipt: 'Tax invoice-receipt', credit_note: 'Credit note' },
    original: 'Original',
    copy: 'Copy',
    number: 'No.',
    date: 'Date',
    taxNumber: 'Tax ID',
    vatExempt: 'VAT-exempt business',
    receivedFrom: 'Received from',
    visit: 'Visit',
    treatment: 'Treatment',
    doctor: 'Doctor',
    branch: 'Branch',
    visitTime: 'Visit date',
    description: 'Description',
    amount: 'Amount',
    net: 'Amount before VAT',
    vat: 'VAT {rate}',
    total: 'Total',
    payment: 'Payment',
    method: { card: 'Paid by card', cash: 'Paid in cash', bank_transfer: 'Paid by bank transfer', other: 'Paid' },
    cardEnding: 'Paid by card ending {last4}',
    creditFor: 'Credits {kind} No. {number}',
    page: 'Issued electronically',
  },
  he: {
    title: { receipt: 'קבלה', tax_invoice_receipt: 'חשבונית מס-קבלה', credit_note: 'חשבונית זיכוי' },
    original: 'מקור',
    copy: 'העתק',
    number: 'מס׳',
    date: 'תאריך',
    taxNumber: 'מספר עוסק',
    vatExempt: 'עוסק פטור',
    receivedFrom: 'התקבל מאת',
    visit: 'ביקור',
    treatment: 'טיפול',
    doctor: 'רופא/ה',
    branch: 'סניף',
    visitTime: 'מועד הביקור',
    description: 'תיאור',
    amount: 'סכום',
    net: 'סכום לפני מע״מ',
    vat: 'מע״מ {rate}',
    total: 'סה״כ',
    payment: 'אמצעי תשלום',
    method: { card: 'שולם בכרטיס אשראי', cash: 'שולם במזומן', bank_transfer: 'שולם בהעברה בנקאית', other: 'שולם' },
    cardEnding: 'שולם בכרטיס אשראי המסתיים בספרות {last4}',
    creditFor: 'זיכוי עבור {kind} מס׳ {number}',
    page: 'הופק באופן ממוחשב',
  },
  ar: {
    title: { receipt: 'إيصال', tax_invoice_receipt: 'فاتورة ضريبية - إيصال', credit_note: 'إشعار دائن' },
    original: 'أصل',
    copy: 'نسخة',
    number: 'رقم',
    date: 'التاريخ',
    taxNumber: 'الرقم الضريبي',
    vatExempt: 'مصلحة معفاة من الضريبة',
    receivedFrom: 'استلمنا من',
    visit: 'الزيارة',
    treatment: 'العلاج',
    doctor: 'الطبيب',
    branch: 'الفرع',
    visitTime: 'موعد الزيارة',
    description: 'الوصف',
    amount: 'المبلغ',
    net: 'المبلغ قبل الضريبة',
    vat: 'ضريبة القيمة المضافة {rate}',
    total: 'المجموع',
    payment: 'طريقة الدفع',
    method: { card: 'دفع ببطاقة', cash: 'دفع نقدا', bank_transfer: 'دفع بتحويل بنكي', other: 'دفع' },
    cardEnding: 'دفع ببطاقة تنتهي بالأرقام {last4}',
    creditFor: 'إشعار دائن لـ{kind} رقم {number}',
    page: 'صدر إلكترونيا',
  },
  ru: {
    title: { receipt: 'Квитанция', tax_invoice_receipt: 'Налоговый счёт-квитанция', credit_note: 'Кредит-нота' },
    original: 'Оригинал',
    copy: 'Копия',
    number: '№',
    date: 'Дата',
    taxNumber: 'ИНН',
    vatExempt: 'Освобождён от НДС',
    receivedFrom: 'Получено от',
    visit: 'Визит',
    treatment: 'Услуга',
    doctor: 'Врач',
    branch: 'Филиал',
    visitTime: 'Дата визита',
    description: 'Описание',
    amount: 'Сумма',
    net: 'Сумма без НДС',
    vat: 'НДС {rate}',
    total: 'Итого',
    payment: 'Оплата',
    method: {
      card: 'Оплачено картой',
      cash: 'Оплачено наличными',
      bank_transfer: 'Оплачено банковским переводом',
      other: 'Оплачено',
    },
    cardEnding: 'Оплачено картой, последние цифры {last4}',
    creditFor: 'Кредит к документу «{kind}» № {number}',
    page: 'Документ выпущен электронно',
  },
};

/** Fills `{name}` slots of a text with already-escaped values. */
export function fillText(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
}
