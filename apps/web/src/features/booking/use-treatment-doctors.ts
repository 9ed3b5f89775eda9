import { useMemo } from 'react';
import { activeDoctors, givesTreatmentAt } from '../../lib/catalog/doctor';
import { useDoctors } from '../../lib/catalog/get-doctors';
import type { Treatment } from '../../lib/catalog/treatment';

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
