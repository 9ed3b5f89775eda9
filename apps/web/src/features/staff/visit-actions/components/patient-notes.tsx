import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/use-translation';
import { useStaffAuth } from '../../core/api/staff-auth';
import { patientCardQueryOptions } from '../../patients/api/get-patient';

/** The patient's notes for staff, read from their card, in the visit's dialog (shown when the visit says it has some). */
export function PatientNotes({ patientId }: { patientId: number }) {
  const { t } = useTranslation(['staff', 'day']);
  const auth = useStaffAuth();
  const card = useQuery(patientCardQueryOptions(auth, patientId));
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mt-3 rounded-lg border-s-4 border-amber-600 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <h3 id={headingId} className="font-semibold">
        <span aria-hidden="true">✎ </span>
        {t('day:list.hasNotes')}
      </h3>
      {card.isPending && <p aria-hidden="true">…</p>}
      {card.isError && <p>{t('errors.generic')}</p>}
      {card.data && <p className="whitespace-pre-wrap break-words">{card.data.notes}</p>}
    </section>
  );
}
