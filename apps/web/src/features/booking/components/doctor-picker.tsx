import type { TDoctor } from '@clinic/contract/catalog/entities';
import { useTranslation } from '../../../lib/use-translation';
import { Avatar } from '../../../components/ui/avatar';
import { doctorName } from '../../../lib/catalog/doctor';

type Props = {
  /** The doctors who give the treatment at the branch. */
  doctors: readonly TDoctor[];
  /** The chosen doctor's id; null: any doctor. */
  value: string | null;
  onChange: (doctor: string | null) => void;
};

/** "Which doctor?": any doctor (the default) or one who gives the treatment here; the times follow the choice. */
export function DoctorPicker({ doctors, value, onChange }: Props) {
  const { t } = useTranslation('booking');
  if (doctors.length === 0) return null;
  const chip =
    'flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-600/40';
  const options = [
    { id: null, name: t('doctor.any'), image: null, color: null },
    ...doctors.map((d) => ({
      id: String(d.id),
      name: doctorName(d, t('doctor.fallback')),
      image: d.image,
      color: d.color,
    })),
  ];
  return (
    <fieldset className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-testid="doctor-choice">
      <legend className="sr-only">{t('doctor.legend')}</legend>
      <p aria-hidden="true" className="text-lg font-semibold text-slate-900">
        {t('doctor.legend')}
      </p>
      <p className="mb-3 text-sm text-slate-600">{t('doctor.hint')}</p>
      <div className="flex flex-wrap items-center gap-2">
        {options.map((o) => (
          <label key={o.id ?? 'any'} className={chip}>
            <input
              type="radio"
              name="visit-doctor"
              checked={value === o.id}
              onChange={() => onChange(o.id)}
              className="accent-brand-700"
            />
            {o.id !== null && <Avatar name={o.name} image={o.image} color={o.color} size="sm" decorative />}
            {o.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
