import { useTranslation } from '../lib/use-translation';

/** Last resort when a screen fails to render or its code fails to load. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-20 text-center">
      <p role="alert" className="text-lg text-slate-800">
        Something went wrong. Please try again.
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        {t('tryAgain')}
      </button>
    </main>
  );
}
