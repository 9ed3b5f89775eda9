import { useTranslation } from '../../../lib/use-translation';

/** The booking screen's shape while its treatment loads. */
export function BookingSkeleton() {
  return <div className="mx-auto mt-10 h-96 max-w-5xl animate-pulse rounded-2xl bg-slate-200" aria-busy="true" />;
}

/** The booking screen when its treatment could not be loaded. */
export function TreatmentFailed() {
  const { t } = useTranslation('booking');
  return (
    <p role="alert" className="mx-auto max-w-lg px-4 py-16 text-center text-lg text-red-800">
      {t('messages.treatmentFailed')}
    </p>
  );
}
