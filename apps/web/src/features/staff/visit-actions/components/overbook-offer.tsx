import { useTranslation } from '../../../../lib/use-translation';
import { primaryButton } from '../../../../components/ui/button-styles';

/**
 * Offered only after a time was refused as not free: what overbooking does, and the explicit choice to do it
 * (with a chosen doctor; "any free doctor" cannot be squeezed in).
 */
export function OverbookOffer({
  time,
  hasDoctor,
  pending,
  onOverbook,
}: {
  time: string;
  hasDoctor: boolean;
  pending: boolean;
  onOverbook: () => void;
}) {
  const { t } = useTranslation('staff');
  return (
    <section
      aria-labelledby="overbook-title"
      data-testid="overbook-offer"
      className="mt-3 rounded-xl border border-dashed border-amber-700 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <h3 id="overbook-title" className="font-semibold">
        {t('book.overbookTitle')}
      </h3>
      <p className="mt-1">{t('book.overbookExplain', { time })}</p>
      {hasDoctor ? (
        <button type="button" className={`${primaryButton} mt-3`} disabled={pending} onClick={onOverbook}>
          {t('book.overbookSubmit', { time })}
        </button>
      ) : (
        <p className="mt-2 font-semibold">{t('book.overbookChooseDoctor')}</p>
      )}
    </section>
  );
}
