import type { CallInput } from '../../../../lib/call-api';
import { staffKeys, staffCall } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';

/** Saves the staff's notes on a patient; reads again the patient cards, the searches and the agenda (its notes flag). */
export const useSavePatientNotes = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffPatientNotes'>) => staffCall(auth, 'staffPatientNotes', input),
    changes: (auth) => [staffKeys.cards(auth), staffKeys.searches(auth), staffKeys.agendas(auth)],
  });
