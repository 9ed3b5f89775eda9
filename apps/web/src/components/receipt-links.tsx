import { useTranslation } from '../lib/use-translation';
import { useAppointmentDocuments } from '../lib/documents/get-appointment-documents';

/**
 * Links to a paid visit's receipts and credit notes (PDF, signed: they open without logging in), on the confirmation
 * page and in My appointments. Nothing while there is none.
 */
export function ReceiptLinks({ appointmentId, paid }: { appointmentId: number; paid: boolean }) {
  const { t } = useTranslation('common');
  const documents = useAppointmentDocuments(appointmentId, paid);
  const rows = documents.data?.data ?? [];
  if (rows.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {rows.map((document) => (
        <li key={document.id}>
          <a
            className="font-medium text-sky-800 underline underline-offset-2"
            href={`${documents.target.baseUrl}${document.url}`}
            target="_blank"
            rel="noopener"
          >
            {t(`documents.${document.type}`)} <bdi dir="ltr">#{document.number}</bdi>
          </a>
        </li>
      ))}
    </ul>
  );
}
