import { useTranslation } from '../../lib/use-translation';
import { ChevronIcon } from './icons';

type Props = {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** What the pages are of ("Treatment pages"), for screen readers. */
  label: string;
  /** The numbered buttons shown; every page when not given. */
  numbers?: number[];
};

/** Previous, numbered and next buttons, with the page announced to screen readers. Nothing for one page. */
export function Pagination({ page, pageCount, onChange, label, numbers }: Props) {
  const { t } = useTranslation('common');
  if (pageCount <= 1) return null;
  const base =
    'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-semibold transition';
  const plain = 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50';
  const step = `${base} ${plain} gap-1 disabled:cursor-not-allowed disabled:opacity-40`;
  return (
    <nav aria-label={label} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      <button type="button" onClick={() => onChange(page - 1)} disabled={page <= 1} className={step}>
        <ChevronIcon className="size-4 rotate-180" />
        {t('pagination.previous')}
      </button>
      {(numbers ?? Array.from({ length: pageCount }, (_, i) => i + 1)).map((n) => (
        <button
          key={n}
          type="button"
          onClick={() => onChange(n)}
          aria-current={n === page ? 'page' : undefined}
          aria-label={t('pagination.page', { page: n })}
          className={`${base} ${n === page ? 'bg-brand-700 text-white shadow-sm' : plain}`}
        >
          {n}
        </button>
      ))}
      <button type="button" onClick={() => onChange(page + 1)} disabled={page >= pageCount} className={step}>
        {t('pagination.next')}
        <ChevronIcon className="size-4" />
      </button>
      <p className="sr-only" aria-live="polite">
        {t('pagination.status', { page, count: pageCount })}
      </p>
    </nav>
  );
}
