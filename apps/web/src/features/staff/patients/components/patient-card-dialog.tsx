import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/use-translation';
import type { TAgendaVisit } from '@clinic/contract/staff/staff';
import type { TPatientCard } from '@clinic/contract/staff/staff-patients';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { primaryButton, smallButton } from '../../../../components/ui/button-styles';
import { useStaffAuth } from '../../core/api/staff-auth';
import { useChangeFeedback } from '../../core/api/use-change-feedback';
import { useSavePatientNotes } from '../api/save-patient-notes';
import { patientCardQueryOptions } from '../api/get-patient';
import { longDate } from '../../agenda/agenda-dates';
import { FormError } from '../../core/components/form-error';
import { PatientDataActions } from './patient-data-actions';
import { TextAreaField } from '../../../../components/ui/form-fields';
import { PhoneText } from '../../../../components/phone-text';
import { useClinicCountry } from '../../core/api/use-clinic-country';

/**
 * A patient's card: contact details, visits (newest first), no-shows, and the staff's own notes; for owners, the
 * patient's data to export or erase. Given `onBook` and `onOpenVisit`, it books the patient and opens their visit of
 * `today` (the clinic's date).
 */
export function PatientCardDialog({
  patientId,
  onClose,
  isOwner = false,
  today,
  onBook,
  onOpenVisit,
}: {
  patientId: number;
  onClose: () => void;
  isOwner?: boolean;
  today?: string;
  onBook?: (patient: { id: number; name: string; phone: string }) => void;
  onOpenVisit?: (visit: TAgendaVisit) => void;
}) {
  const { t, i18n } = useTranslation(['staff', 'search']);
  const country = useClinicCountry();
  const auth = useStaffAuth();
  const card = useQuery(patientCardQueryOptions(auth, patientId));

  return (
    <ModalDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={card.data?.name ?? t('patient.title')}
      wide
    >
      {card.data && (
        <>
          {card.data.erased ? (
            <p className="text-sm font-semibold text-slate-700">{t('patientData.erasedBadge')}</p>
          ) : (
            <p className="text-sm text-slate-700" dir="ltr">
              <PhoneText phone={card.data.phone} country={country} /> {card.data.email ? `· ${card.data.email}` : ''}
            </p>
          )}
          <p className="mt-1 text-sm text-slate-700">{t('patient.noShows', { count: card.data.no_shows })}</p>
          {!card.data.erased && (
            <CardActions card={card.data} today={today} onBook={onBook} onOpenVisit={onOpenVisit} />
          )}
          <h3 className="mt-4 font-semibold text-slate-900">{t('patient.visits')}</h3>
          {card.data.visits.length === 0 && <p className="text-sm text-slate-600">{t('patient.noVisits')}</p>}
          <ul className="mt-1 max-h-56 overflow-y-auto text-sm">
            {card.data.visits.map((visit) => (
              <li key={visit.id} className="border-b border-slate-100 py-1">
                {longDate(visit.date, i18n.language)} {visit.start_time} · {visit.treatment} · {visit.doctor_name} ·{' '}
                {t(`status.${visit.status}`)}
              </li>
            ))}
          </ul>
          {card.data.erased ? (
            <button type="button" className={`${smallButton} mt-4`} onClick={onClose}>
              {t('visit.close')}
            </button>
          ) : (
            <NotesEditor patientId={patientId} saved={card.data.notes} onClose={onClose} />
          )}
          {isOwner && !card.data.erased && <PatientDataActions patientId={patientId} name={card.data.name} />}
        </>
      )}
    </ModalDialog>
  );
}

/** Book the patient, or open their visit today when they have one. */
function CardActions({
  card,
  today,
  onBook,
  onOpenVisit,
}: {
  card: TPatientCard;
  today: string | undefined;
  onBook: ((patient: { id: number; name: string; phone: string }) => void) | undefined;
  onOpenVisit: ((visit: TAgendaVisit) => void) | undefined;
}) {
  const { t } = useTranslation('search');
  const todays = card.visits.find((visit) => visit.date === today && visit.status !== 'cancelled');
  if (!onBook && !(todays && onOpenVisit)) return null;
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {onBook && (
        <button type="button" className={primaryButton} onClick={() => onBook(card)}>
          {t('card.book')}
        </button>
      )}
      {todays && onOpenVisit && (
        <button type="button" className={smallButton} onClick={() => onOpenVisit(todays)}>
          {t('card.todayVisit')} <span dir="ltr">{todays.start_time}</span>
        </button>
      )}
    </div>
  );
}

/** The staff's notes on a patient, edited from what was saved. */
function NotesEditor({ patientId, saved, onClose }: { patientId: number; saved: string; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const saveNotes = useSavePatientNotes();
  const action = useChangeFeedback(saveNotes);
  const [notes, setNotes] = useState(saved);
  return (
    <>
      <TextAreaField
        id="patient-notes"
        className="mt-4"
        label={t('patient.notes')}
        rows={3}
        maxLength={5000}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
      />
      <FormError message={action.error} />
      <div className="mt-4 flex gap-2">
        <button
          type="button"
          className={smallButton}
          disabled={action.pending}
          onClick={() => void action.run(saveNotes, { params: { id: patientId }, body: { notes } }, t('patient.saved'))}
        >
          {t('patient.saveNotes')}
        </button>
        <button type="button" className={smallButton} onClick={onClose}>
          {t('visit.close')}
        </button>
      </div>
    </>
  );
}
