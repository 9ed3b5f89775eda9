import { Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { secondaryButton } from '../../../components/ui/button-styles';
import { useFamily } from '../../../lib/family/family-members';
import { FieldRefusal } from './field-refusal';
import { lazyPart } from '../../../lib/lazy-part';

// The dialog (react-aria's modal and focus scope) loads when the patient adds someone, not with the booking screen.
const FamilyMemberDialog = lazyPart(async () => ({
  default: (await import('../../../components/family-member-dialog')).FamilyMemberDialog,
}));

type Props = {
  /** The chosen family member's id; null: the patient themself. */
  value: number | null;
  onChange: (memberId: number | null) => void;
  /** The server's refusal of the booking for this choice (an unknown member), said under it. */
  refusal: string | null;
};

/** "Who is this visit for?": the logged-in patient or one of their family members, who may be added here. */
export function WhoForPicker(props: Props) {
  // Its texts may still be loading: the rest of the booking screen stays as it is meanwhile.
  return (
    <Suspense fallback={null}>
      <WhoForChoice {...props} />
    </Suspense>
  );
}

function WhoForChoice({ value, onChange, refusal }: Props) {
  const { t } = useTranslation('family');
  const family = useFamily(true);
  const [adding, setAdding] = useState(false);
  const members = family.data ?? [];
  const options = [{ id: null, label: t('me') }, ...members.map((m) => ({ id: m.id, label: m.name }))];
  const chip =
    'flex cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-600/40';

  return (
    <fieldset
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      aria-describedby={refusal ? 'who-for-refusal' : undefined}
    >
      <legend className="sr-only">{t('whoFor')}</legend>
      <p aria-hidden="true" className="mb-3 text-lg font-semibold text-slate-900">
        {t('whoFor')}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {options.map((o) => (
          <label key={o.id ?? 'me'} className={chip}>
            <input
              type="radio"
              name="visit-for"
              checked={value === o.id}
              onChange={() => onChange(o.id)}
              className="accent-brand-700"
            />
            {o.label}
          </label>
        ))}
        <button type="button" className={secondaryButton} onClick={() => setAdding(true)}>
          {t('add')}
        </button>
      </div>
      {refusal && <FieldRefusal id="who-for-refusal" text={refusal} />}
      {adding && (
        <Suspense fallback={null}>
          <FamilyMemberDialog
            onClose={() => setAdding(false)}
            onSaved={(member) => {
              setAdding(false);
              onChange(member.id);
            }}
          />
        </Suspense>
      )}
    </fieldset>
  );
}
