import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { secondaryButton } from '../../../components/ui/button-styles';
import { failureMessage } from '../../../lib/errors/failure-text';
import { useExportMyData } from '../api/export-my-data';
import { EraseDialog } from './erase-dialog';

/** "My data" on My appointments: a copy of everything the clinic holds, and the way to have it erased. */
export function MyDataSection({ onErased }: { onErased: () => void }) {
  const { t } = useTranslation('appointments');
  const download = useExportMyData();
  const [erasing, setErasing] = useState(false);

  return (
    <section id="my-data" aria-labelledby="my-data-heading" className="mt-10 scroll-mt-24">
      <h2 id="my-data-heading" className="text-xl font-semibold text-slate-900">
        {t('myData.heading')}
      </h2>
      <p className="mt-1 text-slate-600">{t('myData.intro')}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          className={secondaryButton}
          disabled={download.isPending}
          onClick={() => download.mutate()}
        >
          {download.isPending ? t('myData.downloading') : t('myData.download')}
        </button>
        <button
          type="button"
          className="rounded-full px-5 py-2.5 font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50"
          onClick={() => setErasing(true)}
        >
          {t('myData.erase')}
        </button>
      </div>
      <p role="status" className="mt-2 text-sm font-medium text-emerald-800">
        {download.isSuccess ? t('myData.downloaded', { file: download.data }) : null}
      </p>
      {download.isError && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {failureMessage(download.error, t('myData.downloadFailed'))}
        </p>
      )}
      {erasing && <EraseDialog onClose={() => setErasing(false)} onErased={onErased} />}
    </section>
  );
}
