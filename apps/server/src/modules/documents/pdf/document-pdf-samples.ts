import type { DocumentPdfView } from './document-pdf-view';

/** Names, places and treatments as a clinic of each language would write them. */
const LOCAL = {
  en: {
    clinic: 'Harbour Dental Clinic Ltd',
    address: '12 Herzl St, Tel Aviv',
    patient: 'Dana Cohen',
    treatment: 'Dental cleaning',
    doctor: 'Dr. Yossi Levi',
    branch: 'Tel Aviv',
    footer: 'Thank you for choosing us',
  },
  he: {
    clinic: 'מרפאת השיניים הנמל בע״מ',
    address: 'רחוב הרצל 12, תל אביב',
    patient: 'דנה כהן',
    treatment: 'ניקוי שיניים',
    doctor: 'ד״ר יוסי לוי',
    branch: 'תל אביב',
    footer: 'תודה שבחרתם בנו',
  },
  ar: {
    clinic: 'عيادة الميناء لطب الأسنان م.ض',
    address: 'شارع الجبل 12، حيفا',
    patient: 'ليلى خوري',
    treatment: 'تنظيف الأسنان',
    doctor: 'د. سامي حداد',
    branch: 'حيفا',
    footer: 'شكرا لاختياركم لنا',
  },
  ru: {
    clinic: 'Стоматология «Гавань»',
    address: 'ул. Герцль 12, Тель-Авив',
    patient: 'Анна Коган',
    treatment: 'Чистка зубов',
    doctor: 'Д-р Иосиф Леви',
    branch: 'Тель-Авив',
    footer: 'Спасибо, что выбрали нас',
  },
};

/** A one-page tax invoice-receipt of ₪350 paid by card, in `language`; `changes` override any field. */
export function sampleDocumentView(
  language: DocumentPdfView['language'],
  changes: Partial<DocumentPdfView> = {},
): DocumentPdfView {
  const local = LOCAL[language];
  return {
    language,
    kind: 'tax_invoice_receipt',
    number: 1042,
    issuedAt: '2026-12-05T08:30:00Z',
    timeZone: 'Asia/Jerusalem',
    copy: false,
    issuer: {
      legalName: local.clinic,
      taxNumber: '514321987',
      address: local.address,
      footer: local.footer,
      vatRegistered: true,
    },
    patientName: local.patient,
    visit: { treatment: local.treatment, doctor: local.doctor, branch: local.branch, startsAt: '2026-12-05T08:00:00Z' },
    currency: 'ILS',
    lines: [{ description: local.treatment, amountMinor: 35000 }],
    netMinor: 29661,
    vatRateBasisPoints: 1800,
    vatMinor: 5339,
    totalMinor: 35000,
    method: { kind: 'card', cardLast4: '4242' },
    ...changes,
  };
}
