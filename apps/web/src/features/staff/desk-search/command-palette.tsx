import { useDeferredValue, useLayoutEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { Command } from 'cmdk';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useStaffAuth } from '../core/api/staff-auth';
import { patientsQueryOptions } from '../patients/api/search-patients';
import { newPatientFrom } from '../desk-keys/new-patient-text';
import type { NewPatientStart } from '../visit-actions/components/patient-picker';
import { fieldInputClass } from '../../../components/ui/form-fields';
import type { TypedAhead } from './typed-ahead';
import { PhoneText } from '../../../components/phone-text';
import { useClinicCountry } from '../core/api/use-clinic-country';

const NEW_PATIENT = 'new-patient';
const itemClass =
  'flex cursor-pointer items-center justify-between gap-4 rounded-lg px-3 py-2 text-sm text-slate-900 data-[selected=true]:bg-brand-50 data-[selected=true]:ring-1 data-[selected=true]:ring-brand-700';

/**
 * The desk's search from anywhere (Ctrl/⌘+K or /): patients by name, any part of the phone, or a visit number (the
 * server's staff search, which keeps a doctor to their own patients). Enter opens the chosen patient's card; what
 * was typed can start a new patient. Loaded when first opened; what was typed while it loaded starts its field.
 */
export function CommandPalette({
  typedAhead,
  onClose,
  onOpenPatient,
  onNewPatient,
}: {
  typedAhead: TypedAhead;
  onClose: () => void;
  onOpenPatient: (id: number) => void;
  onNewPatient: (start: NewPatientStart) => void;
}) {
  const { t } = useTranslation('search');
  const country = useClinicCountry();
  const auth = useStaffAuth();
  const [text, setText] = useState('');
  const field = useRef<HTMLInputElement>(null);
  // Before the page takes any further key: the keys held while this loaded go into the field, which has the focus.
  useLayoutEffect(() => {
    typedAhead.handTo(setText);
    field.current?.focus();
  }, [typedAhead]);
  const query = useDeferredValue(text.trim());
  const found = useQuery(patientsQueryOptions(auth, query));
  const patients = query.length >= 2 ? (found.data?.patients ?? []) : [];
  const start = newPatientFrom(text);
  const offersNew = query.length >= 2 && Boolean(start.name || start.phone);
  const values = [...patients.map((p) => `patient-${p.id}`), ...(offersNew ? [NEW_PATIENT] : [])];
  const [chosen, setChosen] = useState('');
  // The first result is chosen until the desk moves to another, so Enter opens it.
  const selected = values.includes(chosen) ? chosen : (values[0] ?? '');

  return (
    <ModalDialog isOpen onOpenChange={(isOpen) => !isOpen && onClose()} title={t('palette.title')}>
      <Command shouldFilter={false} loop label={t('palette.label')} value={selected} onValueChange={setChosen}>
        <Command.Input
          ref={field}
          autoFocus
          value={text}
          onValueChange={setText}
          placeholder={t('palette.placeholder')}
          className={`${fieldInputClass} border-slate-300`}
        />
        <p className="mt-2 text-sm text-slate-600" aria-live="polite">
          {query.length < 2
            ? t('palette.hint')
            : found.isError
              ? t('palette.failed')
              : found.isFetching && patients.length === 0
                ? t('palette.searching')
                : patients.length === 0
                  ? t('palette.none')
                  : ''}
        </p>
        <Command.List className="mt-1 max-h-80 overflow-y-auto" label={t('palette.patients')}>
          {patients.map((patient) => (
            <Command.Item
              key={patient.id}
              value={`patient-${patient.id}`}
              onSelect={() => onOpenPatient(patient.id)}
              className={itemClass}
            >
              <span className="font-medium">{patient.name}</span>
              <span dir="ltr" className="text-slate-600">
                <PhoneText phone={patient.phone} country={country} />
              </span>
            </Command.Item>
          ))}
          {offersNew && (
            <Command.Item value={NEW_PATIENT} onSelect={() => onNewPatient(start)} className={itemClass}>
              <span>
                {t('palette.newPatient')} <bdi dir={start.phone ? 'ltr' : undefined}>{start.phone || start.name}</bdi>
              </span>
              <span aria-hidden="true">+</span>
            </Command.Item>
          )}
        </Command.List>
      </Command>
    </ModalDialog>
  );
}
