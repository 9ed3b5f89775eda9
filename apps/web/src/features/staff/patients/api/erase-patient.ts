import { staffCall, staffKeys } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';

/** Erases a patient who asked at the desk (owners); reads again the cards, searches and agendas. */
export const useErasePatient = () =>
  useStaffMutation({
    change: (auth, patientId: number) =>
      staffCall(auth, 'staffErasePatient', { params: { id: patientId }, body: { confirm: true } }),
    changes: (auth) => [staffKeys.cards(auth), staffKeys.searches(auth), staffKeys.agendas(auth)],
  });
