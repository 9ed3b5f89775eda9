import { useTranslation } from 'react-i18next';
import { ChevronIcon } from '../../../components/ui/icons';
import { pageWindow } from '../appointment-rules';

export function Pagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (p: number) => void;
}) {
  const { t } = useTranslation('appointments');
  if (totalPages <= 1) return null;
  const button = 'inline-flex min-w-11 items-center justify-center gap-1 rounded-full px-3 py-2 text-sm font-semibold';
  return (
    <nav aria-label={t('pagination.label')} className="mt-8 flex items-center justify-center gap-2">
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        className={`${button} border border-slate-300 text-slate-700 hover:bg-slate-100 disabled:opacity-40`}
      >
        <ChevronIcon className="size-4 rotate-180" />
        {t('pagination.previous')}
      </button>
      {pageWindow(page, totalPages).map((p) => (
        <button
          key={p}
          type="button"
          aria-label={t('pagination.page', { page: p })}
          aria-current={p === page ? 'page' : undefined}
          onClick={() => onPage(p)}
          className={`${button} ${p === page ? 'bg-brand-700 text-white' : 'border border-slate-300 text-slate-700 hover:bg-slate-100'}`}
        >
          {p}
        </button>
      ))}
      <button
        type="button"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
        className={`${button} border border-slate-300 text-slate-700 hover:bg-slate-100 disabled:opacity-40`}
      >
        {t('pagination.next')}
        <ChevronIcon className="size-4" />
      </button>
    </nav>
  );
}
