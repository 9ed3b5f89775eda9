import type { CheckInCodes } from '../../lib/check-in-code';
import type { AppointmentsService } from '../appointments/appointments.service';
import type { AuditRepository } from '../staff/audit.repository';
import { createCheckIn } from './check-in.service';

/** Check-in by QR: the codes are signed where the patient's visit list is made (appointments) and read here. */
export function createCheckInModule(deps: {
  codes: CheckInCodes;
  appointments: AppointmentsService;
  audit: AuditRepository;
  now: () => Date;
}) {
  return { checkIn: createCheckIn(deps) };
}
