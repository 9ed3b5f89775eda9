import { useMemo } from 'react';
import type { TDoctor } from '@clinic/contract/catalog/entities';
import { activeDoctors } from '../../lib/catalog/doctor';
import { useDoctors } from '../../lib/catalog/get-doctors';
import { jsonList } from '../../lib/catalog/list-payload';
import type { Treatment } from '../../lib/catalog/treatment';

/** Whether a doctor works at the branch and gives the treatment (a treatment that names none: any doctor). */
export const givesTreatmentAt = (doctor: TDoctor, treatment: Pick<Treatment, 'doctors'>, branch: string) =>
  (treatment.doctors.length === 0 || treatment.doctors.includes(String(doctor.id))) &&
  jsonList<{ branch_id: string | number }>(doctor.branch_working_day ?? []).some((w) => String(w.branch_id) === branch);

/** The doctors a patient may choose for a treatment at a branch, as the site lists them; and all the clinic's. */
export function useTreatmentDoctors(treatment: Pick<Treatment, 'doctors'> | undefined, branch: string) {
  const doctors = useDoctors();
  const all = doctors.data;
  const choices = useMemo(
    () => (treatment && all ? activeDoctors(all).filter((d) => givesTreatmentAt(d, treatment, branch)) : []),
    [all, treatment, branch],
  );
  return { choices, all: all ?? [] };
}
