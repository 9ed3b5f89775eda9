import { type FormEvent, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/use-translation';
import { ClinicDateField } from '../../../../components/ui/date-field';
import { useClinicLocale } from '../../core/api/use-clinic-locale';
import { ApiError } from '../../../../lib/api-client';
import { closuresQueryOptions } from '../api/get-closures';
import { useChangeFeedback } from '../../core/api/use-change-feedback';
import { useAddClosure } from '../api/add-closure';
import { useRemoveClosure } from '../api/remove-closure';
import { smallButton } from '../../../../components/ui/button-styles';
import { CheckboxField, SettingsDialog } from '../../core/components/settings-dialog';
import { useStaffAuth } from '../../core/api/staff-auth';
import { TextField } from '../../../../components/ui/form-fields';

/** A branch's holidays and closures: listed, added for a range of days, removed. */
export function ClosuresDialog({ branch, onClose }: { branch: { id: number; name: string }; onClose: () => void }) {
  const auth = useStaffAuth();
  const { t } = useTranslation('setup');
  const locale = useClinicLocale();
  const addClosure = useAddClosure();
  const removeClosure = useRemoveClosure();
  const action = useChangeFeedback(addClosure, removeClosure);
  const closures = useQuery(closuresQueryOptions(auth, branch.id)).data?.closures ?? [];
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  const [cancelVisits, setCancelVisits] = useState(false);
  const [visitsInside, setVisitsInside] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { from_date: from, to_date: to || from, reason, cancel_visits: cancelVisits };
    const done = await action.run(addClosure, { params: { id: branch.id }, body }, t('closures.added'), (failure) => {
      // Visits on those days: offer to cancel them with the closure.
      if (failure instanceof ApiError && failure.code === 'BLOCK_HAS_VISITS') setVisitsInside(true);
    });
    if (done) {
      setFrom('');
      setTo('');
      setReason('');
      setCancelVisits(false);
      setVisitsInside(false);
    }
  }

  return (
    <SettingsDialog
      title={t('closures.title', { name: branch.name })}
      onSubmit={submit}
      onClose={onClose}
      pending={action.pending}
      refusal={action.refusal}
      submitLabel={t('closures.add')}
    >
      {closures.length === 0 ? (
        <p className="text-sm text-slate-600">{t('closures.none')}</p>
      ) : (
        <ul aria-label={t('closures.listLabel')} className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
          {closures.map((closure) => (
            <li key={closure.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span>
                <bdi dir="ltr" className="font-semibold">
                  {closure.from_date === closure.to_date
                    ? closure.from_date
                    : `${closure.from_date} – ${closure.to_date}`}
                </bdi>{' '}
                <span className="text-slate-600">{closure.reason}</span>
              </span>
              <button
                type="button"
                className={smallButton}
                disabled={action.pending}
                onClick={() => void action.run(removeClosure, { params: { id: closure.id } }, t('closures.removed'))}
              >
                {t('closures.remove', { date: closure.from_date })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="grid gap-x-4 sm:grid-cols-2">
        <div className="mt-4">
          <ClinicDateField
            id="closure-from"
            label={t('closures.from')}
            value={from}
            onChange={setFrom}
            locale={locale}
            error={undefined}
          />
        </div>
        <div className="mt-4">
          <ClinicDateField
            id="closure-to"
            label={t('closures.to')}
            value={to}
            min={from}
            onChange={setTo}
            locale={locale}
            error={undefined}
          />
        </div>
      </div>
      <TextField
        id="closure-reason"
        className="mt-4"
        label={t('closures.reason')}
        required
        maxLength={200}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      {visitsInside && (
        <CheckboxField label={t('closures.cancelVisits')} checked={cancelVisits} onChange={setCancelVisits} />
      )}
    </SettingsDialog>
  );
}
