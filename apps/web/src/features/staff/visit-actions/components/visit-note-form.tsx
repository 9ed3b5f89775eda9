import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import type { TDeskVisit } from '@clinic/contract/staff/agenda-visits';
import { VISIT_NOTE_MAX } from '@clinic/contract/staff/visit-facts';
import { primaryButton, smallButton } from '../../../../components/ui/button-styles';
import { useChangeFeedback } from '../../core/api/use-change-feedback';
import { FormError } from '../../core/components/form-error';
import { useSetVisitNote } from '../api/set-visit-note';
import { TextAreaField } from '../../../../components/ui/form-fields';

/** Staff write or change the visit's note for the doctor, from the visit's dialog (empty: no note). */
export function VisitNoteForm({
  visit,
  onDone,
  onBack,
}: {
  visit: TDeskVisit;
  onDone: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation(['staff', 'day']);
  const setVisitNote = useSetVisitNote();
  const action = useChangeFeedback(setVisitNote);
  const [note, setNote] = useState(visit.note ?? '');

  async function save(event: FormEvent) {
    event.preventDefault();
    const done = await action.run(setVisitNote, { params: { id: visit.id }, body: { note } }, t('day:noteSaved'));
    if (done) onDone();
  }

  return (
    <form onSubmit={save} className="mt-4">
      <VisitNoteField id="visit-note" rows={3} value={note} onChange={setNote} />
      <FormError message={action.error} />
      <div className="mt-4 flex gap-2">
        <button type="submit" className={primaryButton} disabled={action.pending}>
          {t('day:saveNote')}
        </button>
        <button type="button" className={smallButton} onClick={onBack}>
          {t('visit.close')}
        </button>
      </div>
    </form>
  );
}

/** A visit's note for the doctor, as staff write it when booking or later. */
export function VisitNoteField({
  id,
  rows,
  value,
  onChange,
}: {
  id: string;
  rows: number;
  value: string;
  onChange: (note: string) => void;
}) {
  const { t } = useTranslation('day');
  return (
    <TextAreaField
      id={id}
      className="mt-4"
      label={t('visitNote')}
      rows={rows}
      maxLength={VISIT_NOTE_MAX}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
