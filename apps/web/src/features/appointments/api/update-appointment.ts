import type { ApiTarget } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { siteKeys } from '../../../lib/query-keys';
import { useSiteMutation } from '../../../lib/use-site-mutation';

export type UpdateAppointmentInput = {
  appointmentId: number;
  date: string;
  startTime: string;
  endTime: string;
  /** The other doctor the patient agreed to see, when the visit's own is not free then. */
  doctorId?: number | undefined;
};

export const updateAppointment = (target: ApiTarget, input: UpdateAppointmentInput & { user: string }) =>
  callApi(target, 'updateAppointment', {
    body: {
      appointment_id: input.appointmentId,
      date: input.date,
      start_time: input.startTime,
      end_time: input.endTime,
      user: input.user,
      ...(input.doctorId === undefined ? {} : { doctor_id: input.doctorId }),
    },
  });

export const useUpdateAppointment = () =>
  useSiteMutation({
    change: ({ key, target }, input: UpdateAppointmentInput) => updateAppointment(target, { ...input, user: key }),
    changes: (key) => [siteKeys.appointments(key)],
  });
