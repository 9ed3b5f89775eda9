import { useTranslation } from 'react-i18next';
import { setLanguage } from '../lib/i18n';

/** Shows the other language's short label: עב while English is active, EN while Hebrew is. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation('shell');
  const next = i18n.language === 'he' ? 'en' : 'he';
  return (
    <button
      type="button"
      onClick={() => setLanguage(next)}
      lang={next}
      aria-label={t('language.toggleLabel')}
      className="rounded-full border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
    >
      {t('language.toggle')}
    </button>
  );
}
