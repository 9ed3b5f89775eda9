import { type FormEvent, useDeferredValue, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/use-translation';
import { PhoneText } from '../../../../components/phone-text';
import { useStaffAuth } from '../../core/api/staff-auth';
import { useChangeFeedback } from '../../core/api/use-change-feedback';
import { useCreatePatient } from '../../patients/api/create-patient';
import { patientsQueryOptions } from '../../patients/api/search-patients';
import { FormError } from '../../core/components/form-error';
import { smallButton } from '../../../../components/ui/button-styles';
import { TextField } from '../../../../components/ui/form-fields';

export type PickedPatient = { id: number; name: string; phone: string };
export type NewPatientStart = { name: string; phone: string };

/**
 * Finds a patient by name or phone, or adds one (staff vouch: no code), and hands the choice up. `start` opens the
 * new patient's form with what was typed in a search. A phone may be national in the clinic's country
 * (052-123-4567) or international.
 */
export function PatientPicker({
  onPick,
  start,
  country,
}: {
  onPick: (patient: PickedPatient) => void;
  start?: NewPatientStart | undefined;
  /** The clinic's country, where a national number is read. */
  country: string | null;
}) {
  const { t } = useTranslation('staff');
  const auth = useStaffAuth();
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim());
  const found = useQuery(patientsQueryOptions(auth, search));
  const [adding, setAdding] = useState(Boolean(start?.name || start?.phone));
  const [name, setName] = useState(start?.name ?? '');
  const [phone, setPhone] = useState(start?.phone ?? '');
  const [email, setEmail] = useState('');
  const createPatient = useCreatePatient();
  const action = useChangeFeedback(createPatient);

  async function add(event: FormEvent) {
    event.preventDefault();
    // The phone library loads with the first new patient: the agenda's own code stays small.
    const { typedPhoneDigits } = await import('@clinic/contract/identity/phone-format');
    const body = { name, phone: typedPhoneDigits(phone, country ?? undefined), ...(email ? { email } : {}) };
    const created = await action.run(createPatient, { body }, t('book.create'));
    if (created) onPick(created);
  }

  if (adding) {
    return (
      <form onSubmit={add}>
        <TextField
          id="patient-name"
          className="mt-4"
          label={t('book.name')}
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          id="patient-phone"
          className="mt-4"
          label={t('book.phone')}
          required
          type="tel"
          dir="ltr"
          autoComplete="off"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
        <TextField
          id="patient-email"
          className="mt-4"
          label={t('book.email')}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <FormError message={action.error} />
        <div className="mt-4 flex gap-2">
          <button type="submit" className={smallButton} disabled={action.pending}>
            {t('book.create')}
          </button>
          <button type="button" className={smallButton} onClick={() => setAdding(false)}>
            {t('visit.close')}
          </button>
        </div>
      </form>
    );
  }

  return (
    <div>
      <TextField
        id="patient-search"
        className="mt-4"
        label={t('book.findPatient')}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
      />
      {search.length >= 2 && found.data && (
        <ul className="mt-2 max-h-48 overflow-y-auto rounded-lg ring-1 ring-slate-200">
          {found.data.patients.length === 0 && (
            <li className="px-3 py-2 text-sm text-slate-600">{t('book.noMatches')}</li>
          )}
          {found.data.patients.map((patient) => (
            <li key={patient.id}>
              <button
                type="button"
                onClick={() => onPick(patient)}
                className="block w-full px-3 py-2 text-start text-sm hover:bg-brand-50 focus-visible:bg-brand-50"
              >
                {t('book.choose', { name: patient.name })} <PhoneText phone={patient.phone} country={country} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className={`${smallButton} mt-3`} onClick={() => setAdding(true)}>
        {t('book.newPatient')}
      </button>
    </div>
  );
}
