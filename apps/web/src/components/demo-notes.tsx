import { useTranslation } from '../lib/use-translation';

/**
 * A thin strip on every page of a demo server: nothing here reaches a real phone or takes real money. It is a
 * region of its own, so no content of the page stands outside a landmark; its name is short ("Demo site"), not its
 * sentence, so it matches no field's label and is no second complementary part of a page.
 */
export function DemoBanner() {
  const { t } = useTranslation('common');
  return (
    <section aria-label={t('demo.name')}>
      <p className="bg-amber-100 px-4 py-1.5 text-center text-sm font-medium text-amber-950 ring-1 ring-amber-300">
        {t('demo.banner')}
      </p>
    </section>
  );
}

/** On a demo server the code step shows the code that a real server would have sent by WhatsApp. */
export function DemoCode({ code }: { code: string | undefined }) {
  const { t } = useTranslation('common');
  if (!code) return null;
  return (
    <p className="rounded-lg bg-amber-50 px-3 py-2 text-center text-sm text-amber-950 ring-1 ring-amber-300">
      {t('demo.code')}{' '}
      <bdi dir="ltr" className="font-mono text-base font-bold tracking-widest" data-testid="demo-code">
        {code}
      </bdi>
    </p>
  );
}
