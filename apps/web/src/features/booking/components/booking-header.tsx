import { useTranslation } from '../../../lib/use-translation';
import type { Treatment } from '../../../lib/catalog/treatment';
import { paymentRequired, priceSplit } from '../../../lib/treatment-price';
import { useFormatPrice } from '../../../lib/tenant/use-format-price';

/** The treatment, branch and doctor (null: any doctor) being booked, with its length and price. */
export function BookingHeader(props: { treatment: Treatment; branchName: string; doctorName: string | null }) {
  const { treatment, branchName, doctorName } = props;
  const { t } = useTranslation('booking');
  const price = useFormatPrice();
  const image = treatment.images[0];
  const forced = paymentRequired(treatment);
  const split = priceSplit(treatment);
  return (
    <section className="flex items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      {image ? (
        <img src={image} alt="" className="size-16 shrink-0 rounded-xl object-cover sm:size-20" />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-16 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-brand-800 text-2xl font-bold text-white sm:size-20"
        >
          {(treatment.name.trim()[0] ?? '?').toUpperCase()}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">{treatment.name}</h1>
        <p className="mt-0.5 text-sm text-slate-600">
          {t('header.branch')}: <span className="font-medium text-slate-800">{branchName}</span>
        </p>
        <p className="mt-0.5 text-sm text-slate-600" data-testid="header-doctor">
          {t('header.doctor')}:{' '}
          <span className="font-medium text-slate-800" data-testid="header-doctor-name">
            {doctorName ?? t('header.anyDoctor')}
          </span>
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-700">
            {t('header.duration', { minutes: treatment.time })}
          </span>
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 font-semibold text-slate-900">
            <span className="sr-only">{t('header.price')}: </span>
            <bdi>{price(split.price)}</bdi>
          </span>
          <span
            className={`rounded-full px-2.5 py-0.5 font-medium ${forced ? 'bg-amber-100 text-amber-900' : 'bg-emerald-50 text-emerald-800'}`}
          >
            {forced ? t('header.paymentRequired') : t('header.paymentNotRequired')}
          </span>
        </div>
        {/* The price is the treatment's; what is paid online now is part of it, the rest at the clinic. */}
        {split.online > 0 && (
          <p className="mt-2 text-sm text-slate-700" data-testid="price-split">
            <bdi>{t('header.online', { amount: price(split.online) })}</bdi>
            {split.atClinic > 0 && (
              <>
                {' · '}
                <bdi>{t('header.atClinic', { amount: price(split.atClinic) })}</bdi>
              </>
            )}
          </p>
        )}
      </div>
    </section>
  );
}
