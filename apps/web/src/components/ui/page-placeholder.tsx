import { useTranslation } from 'react-i18next';

/** An honest placeholder for a screen that a later change builds. */
export function PagePlaceholder({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-600">{t('comingSoon')}</p>
    </section>
  );
}
