import { useState } from 'react';
import type { TDocumentSummary } from '@clinic/contract/documents/staff-documents';
import { smallButton } from '../../../../components/ui/button-styles';
import { useTranslation } from '../../../../lib/use-translation';
import { useStaffAuth } from '../../core/api/staff-auth';
import { formatAmount } from '../../core/money-format';
import { downloadDocumentPdf } from '../api/download-documents';

/** Documents with their kind, number and amount, each with a button that prints it again (a copy). */
export function DocumentList({ documents }: { documents: TDocumentSummary[] }) {
  const { t, i18n } = useTranslation('money');
  const auth = useStaffAuth();
  const [failed, setFailed] = useState(false);
  if (documents.length === 0) return <p className="mt-1 text-sm text-slate-600">{t('documents.none')}</p>;
  return (
    <>
      <ul className="mt-1 space-y-1 text-sm">
        {documents.map((document) => (
          <li key={document.id} className="flex flex-wrap items-center gap-2">
            <span>
              {t(`documents.types.${document.type}`)} <bdi dir="ltr">#{document.number}</bdi>
            </span>
            <bdi className="text-slate-700">
              {formatAmount(
                document.type === 'credit_note' ? -document.amount : document.amount,
                document.currency,
                i18n.language,
              )}
            </bdi>
            <button
              type="button"
              className={smallButton}
              aria-label={t('documents.reprintNamed', {
                name: `${t(`documents.types.${document.type}`)} ${document.number}`,
              })}
              onClick={() => {
                setFailed(false);
                downloadDocumentPdf(auth, document).catch(() => setFailed(true));
              }}
            >
              {t('documents.reprint')}
            </button>
          </li>
        ))}
      </ul>
      {failed && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {t('documents.downloadFailed')}
        </p>
      )}
    </>
  );
}
