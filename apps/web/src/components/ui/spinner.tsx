import { useTranslation } from '../../lib/use-translation';

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-10 text-slate-600">
      <span
        className="size-6 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700"
        aria-hidden="true"
      />
      <span>{label ?? t('loading')}</span>
    </div>
  );
}
