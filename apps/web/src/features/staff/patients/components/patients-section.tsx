import { useDeferredValue, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/use-translation';
import { useStaffAuth } from '../../core/api/staff-auth';
import { patientsQueryOptions } from '../api/search-patients';
import { TextField } from '../../../../components/ui/form-fields';
import { PhoneText } from '../../../../components/phone-text';
import { useClinicCountry } from '../../core/api/use-clinic-country';

/** Patients by name or phone; a result opens the patient's card. */
export function PatientsSection({ onOpenPatient }: { onOpenPatient: (id: number) => void }) {
  const auth = useStaffAuth();
  const { t } = useTranslation('staff');
  const country = useClinicCountry();
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim());
  const found = useQuery(patientsQueryOptions(auth, search));
  return (
    <section aria-labelledby="patients-heading" className="max-w-2xl">
      <h1 id="patients-heading" className="text-xl font-bold text-slate-900">
        {t('sections.patients')}
      </h1>
      <TextField
        id="patients-search"
        className="mt-4"
        label={t('book.findPatient')}
        type="search"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {search.length >= 2 && found.data && (
        <ul className="mt-3 divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200">
          {found.data.patients.length === 0 && <li className="px-4 py-3 text-slate-600">{t('book.noMatches')}</li>}
          {found.data.patients.map((patient) => (
            <li key={patient.id}>
              <button
                type="button"
                onClick={() => onOpenPatient(patient.id)}
                className="flex w-full justify-between gap-4 px-4 py-3 text-start hover:bg-brand-50 focus-visible:bg-brand-50"
              >
                <span className="font-semibold text-slate-900">{patient.name}</span>
                <span dir="ltr" className="text-slate-700">
                  <PhoneText phone={patient.phone} country={country} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
