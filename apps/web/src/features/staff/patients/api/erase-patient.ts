import { type StaffAuth, staffCall } from '../../workspace/api/staff-calls';

/** Erases a patient who asked at the desk (owners): visits cancelled and refunded, identity removed. */
export const erasePatient = (auth: StaffAuth, patientId: number) =>
  staffCall(auth, 'staffErasePatient', { params: { id: patientId }, body: { confirm: true } });
