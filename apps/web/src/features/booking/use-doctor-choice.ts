import { useCallback, useState } from 'react';
import { doctorName } from '../../lib/catalog/doctor';
import type { Treatment } from '../../lib/catalog/treatment';
import { useTranslation } from '../../lib/use-translation';
import { useTreatmentDoctors } from './use-treatment-doctors';

/**
 * The doctor the patient chose for the visit (null: any doctor), starting with the one a link names (a doctor's
 * page), the doctors they may choose from, and the name of any of the clinic's doctors by id.
 */
export function useDoctorChoice(treatment: Treatment | undefined, branch: string, linked: string | null) {
  const { t } = useTranslation('booking');
  const [doctor, setDoctor] = useState<string | null>(linked && /^\d+$/.test(linked) ? linked : null);
  const { choices, all } = useTreatmentDoctors(treatment, branch);
  const nameOf = useCallback(
    (id: string | number | null | undefined) => {
      const found = id == null ? undefined : all.find((d) => String(d.id) === String(id));
      return found ? doctorName(found, t('doctor.fallback')) : null;
    },
    [all, t],
  );
  return { doctor, setDoctor, choices, nameOf };
}
