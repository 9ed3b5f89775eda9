import type { AppModule } from '../../http/app-module';
import type { CheckInCodes } from '../../lib/check-in-code';
import type { AppointmentsService } from '../appointments/appointments.service';
import { checkInRoutes } from './check-in.routes';
import { createCheckIn } from './check-in.service';

/** Check-in by QR: the codes are signed where the patient's visit list is made (appointments) and read here. */
export function createCheckInModule(deps: { codes: CheckInCodes; appointments: AppointmentsService; now: () => Date }) {
  const checkIn = createCheckIn(deps);
  return {
    checkIn,
    register: async (app, guards) => {
      await app.register(checkInRoutes({ checkIn, hooks: guards.staff }));
    },
  } satisfies AppModule;
}
