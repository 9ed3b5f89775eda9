import { useTranslation } from '../../../../lib/use-translation';
import { useVisitDocuments } from '../api/get-visit-documents';
import { DocumentList } from './document-list';

/** The visit's receipts and credit notes, in its money panel (owners and reception). */
export function VisitDocuments({ visitId }: { visitId: number }) {
  const { t } = useTranslation('money');
  const documents = useVisitDocuments(visitId);
  return (
    <div className="mt-3">
      <h4 className="text-sm font-semibold text-slate-900">{t('documents.heading')}</h4>
      {documents.isError && <p className="mt-1 text-sm text-red-700">{t('documents.loadFailed')}</p>}
      {documents.data && <DocumentList documents={documents.data.data} />}
    </div>
  );
}
