import { useTranslation } from '../../../lib/use-translation';

/** Whose visits My appointments shows: everyone's, the patient's own ('me'), or one family member's (their id). */
export type PersonChoice = 'all' | 'me' | number;

/** The people of the account to filter by: the patient, then each family member (current or named by a visit). */
export function PersonFilter({
  people,
  value,
  onChange,
}: {
  people: { id: number; name: string }[];
  value: PersonChoice;
  onChange: (choice: PersonChoice) => void;
}) {
  const { t } = useTranslation('family');
  return (
    <div className="mt-6 flex flex-wrap items-center gap-2">
      <label htmlFor="person-filter" className="text-sm font-medium text-slate-700">
        {t('filter')}
      </label>
      <select
        id="person-filter"
        value={String(value)}
        onChange={(e) => {
          const v = e.target.value;
          onChange(v === 'all' || v === 'me' ? v : Number(v));
        }}
        className="h-10 rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 outline-none focus:border-brand-600 focus:ring-3 focus:ring-brand-600/30"
      >
        <option value="all">{t('everyone')}</option>
        <option value="me">{t('me')}</option>
        {people.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Whether a visit belongs to the chosen person. */
export const isVisitOf = (choice: PersonChoice, member: { id: number } | null | undefined) =>
  choice === 'all' || (choice === 'me' ? !member : member?.id === choice);
