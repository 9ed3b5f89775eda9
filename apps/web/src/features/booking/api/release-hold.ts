import type { ApiTarget } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { siteKeys } from '../../../lib/query-keys';
import { useSiteMutation } from '../../../lib/use-site-mutation';

export type HeldVisit = { customerId: string; appointmentId: string };

/** Lets go of the patient's unpaid hold (back from the payment step), so confirming again never holds twice. */
export const releaseHold = (target: ApiTarget, held: HeldVisit & { user: string }) =>
  callApi(target, 'cancelAppointment', {
    body: { cust_id: Number(held.customerId), appointment_id: Number(held.appointmentId), user: held.user },
  });

export const useReleaseHold = () =>
  useSiteMutation({
    change: ({ key, target }, held: HeldVisit) => releaseHold(target, { ...held, user: key }),
    changes: (key) => [siteKeys.availability(key), siteKeys.appointments(key)],
    refresh: 'behind',
  });
