import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TStaffRole } from '@clinic/contract/staff/staff';
import { smallButton } from '../../../../components/ui/button-styles';
import { useTranslation } from '../../../../lib/use-translation';
import { useStaffAuth } from '../../core/api/staff-auth';
import { downloadMonth } from '../api/download-documents';
import { monthDocumentsQueryOptions } from '../api/get-month-documents';
import { DocumentList } from './document-list';

/** The documents of a month, in the Payments section; owners download the month for the accountant (CSV, ZIP). */
export function MonthDocuments({ today, role }: { today: string; role: TStaffRole }) {
  const { t } = useTranslation('money');
  const auth = useStaffAuth();
  const [month, setMonth] = useState(today.slice(0, 7));
  const [failed, setFailed] = useState(false);
  const documents = useQuery(monthDocumentsQueryOptions(auth, month));
  const download = (kind: 'csv' | 'zip') => {
    setFailed(false);
    downloadMonth(auth, month, kind).catch(() => setFailed(true));
  };
  return (
    <section aria-labelledby="month-documents-heading" className="mt-6">
      <h2 id="month-documents-heading" className="text-lg font-semibold text-slate-900">
        {t('documents.monthHeading')}
      </h2>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <label className="text-sm text-slate-700">
          {t('documents.month')}
          <input
            type="month"
            className="ms-2 rounded border border-slate-300 px-2 py-1"
            value={month}
            onChange={(event) => /^\d{4}-\d{2}$/.test(event.target.value) && setMonth(event.target.value)}
          />
        </label>
        {role === 'owner' && (
          <>
            <button type="button" className={smallButton} onClick={() => download('csv')}>
              {t('documents.exportCsv')}
            </button>
            <button type="button" className={smallButton} onClick={() => download('zip')}>
              {t('documents.exportZip')}
            </button>
          </>
        )}
      </div>
      {failed && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {t('documents.downloadFailed')}
        </p>
      )}
      {documents.isError && <p className="mt-1 text-sm text-red-700">{t('documents.loadFailed')}</p>}
      {documents.data && <DocumentList documents={documents.data.data} />}
    </section>
  );
}
