import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';

type Props = {
  kind: 'error' | 'empty';
  message: string;
  /** Offers Try Again; the clinics list reloads the page as the specification asks. */
  onRetry?: () => void;
  children?: ReactNode;
};

/** What a list or page says when it failed to load or has nothing to show. */
export function StateMessage({ kind, message, onRetry, children }: Props) {
  const { t } = useTranslation();
  const isError = kind === 'error';
  return (
    <div
      role={isError ? 'alert' : 'status'}
      className={`mx-auto max-w-xl rounded-2xl px-6 py-10 text-center ${
        isError ? 'bg-red-50 text-red-800 ring-1 ring-red-200' : 'bg-white text-slate-600 ring-1 ring-slate-200'
      }`}
    >
      <p className="text-base font-medium">{message}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="mt-5 rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          {t('tryAgain')}
        </button>
      )}
      {children}
    </div>
  );
}
