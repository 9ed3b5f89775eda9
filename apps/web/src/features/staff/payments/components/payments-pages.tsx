import { useTranslation } from '../../../../lib/use-translation';
import { smallButton } from '../../../../components/ui/button-styles';

type PaymentsPagesProps = {
  /** The first payment shown, counted from the newest (0-based). */
  offset: number;
  shown: number;
  hasMore: boolean;
  onChange: (offset: number) => void;
};

/**
 * Newer and older pages of the payments list, with which of them are shown (the range kept left to right in Hebrew
 * and Arabic); nothing when all fit one page.
 */
export function PaymentsPages({ offset, shown, hasMore, onChange }: PaymentsPagesProps) {
  const { t } = useTranslation('setup');
  if (offset === 0 && !hasMore) return null;
  return (
    <nav aria-label={t('payments.pages')} className="mt-3 flex flex-wrap items-center gap-3">
      <button
        type="button"
        className={`${smallButton} disabled:opacity-40`}
        disabled={offset === 0}
        onClick={() => onChange(Math.max(offset - PAYMENTS_PAGE, 0))}
      >
        {t('payments.newer')}
      </button>
      <button
        type="button"
        className={`${smallButton} disabled:opacity-40`}
        disabled={!hasMore}
        onClick={() => onChange(offset + PAYMENTS_PAGE)}
      >
        {t('payments.older')}
      </button>
      <p role="status" className="text-sm text-slate-600">
        {shown > 0 ? t('payments.shown', { range: `\u2066${offset + 1}–${offset + shown}\u2069` }) : ''}
      </p>
    </nav>
  );
}

/** Payments a page. */
export const PAYMENTS_PAGE = 50;
