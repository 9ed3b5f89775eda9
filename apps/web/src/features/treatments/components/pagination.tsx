import { useTranslation } from 'react-i18next';
import { ChevronIcon } from '../../../components/ui/icons';

type Props = { page: number; pageCount: number; onChange: (page: number) => void };

/** Previous, numbered and next buttons. */
export function Pagination({ page, pageCount, onChange }: Props) {
  const { t } = useTranslation('treatments');
  if (pageCount <= 1) return null;
  const base =
    'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-semibold transition';
  return (
    <nav aria-label={t('pagination.label')} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      <button
        type="button"
        onClick={() => onChange(page - 1)}
        disabled={page <= 1}
        className={`${base} gap-1 border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40`}
      >
        <ChevronIcon className="size-4 rotate-180" />
        {t('pagination.previous')}
      </button>
      {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
        <button
          key={n}
          type="button"
          onClick={() => onChange(n)}
          aria-current={n === page ? 'page' : undefined}
          aria-label={t('pagination.page', { page: n })}
          className={`${base} ${
            n === page
              ? 'bg-brand-700 text-white shadow-sm'
              : 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
          }`}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        onClick={() => onChange(page + 1)}
        disabled={page >= pageCount}
        className={`${base} gap-1 border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40`}
      >
        {t('pagination.next')}
        <ChevronIcon className="size-4" />
      </button>
      <p className="sr-only" aria-live="polite">
        {t('pagination.status', { page, count: pageCount })}
      </p>
    </nav>
  );
}
