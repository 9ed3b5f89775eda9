import { useTranslation } from '../lib/use-translation';

/** A thin strip on every page of a demo server: nothing here reaches a real phone or takes real money. */
export function DemoBanner() {
  const { t } = useTranslation('common');
  return (
    <p
      role="note"
      className="bg-amber-100 px-4 py-1.5 text-center text-sm font-medium text-amber-950 ring-1 ring-amber-300"
    >
      {t('demo.banner')}
    </p>
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
