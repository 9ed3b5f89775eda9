import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiTarget } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { useTenant } from '../../../lib/tenant/tenant-context';
import { appointmentsKey } from './get-appointments';

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

export function useUpdateAppointment() {
  const { key, target } = useTenant();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateAppointmentInput) => updateAppointment(target, { ...input, user: key }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentsKey(key) }),
  });
}
