import type { TCreateAppointmentRequest } from '@clinic/contract/appointments/appointments';
import type { ApiTarget } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { siteKeys } from '../../../lib/query-keys';
import { useSiteMutation } from '../../../lib/use-site-mutation';

export type CreateAppointmentInput = TCreateAppointmentRequest & { idempotencyKey: string };

/** A retried request with the same Idempotency-Key answers the first result and books nothing twice. */
export const createAppointment = (target: ApiTarget, { idempotencyKey, ...body }: CreateAppointmentInput) =>
  callApi(target, 'createAppointment', { body }, { headers: { 'idempotency-key': idempotencyKey } });

/** A booking takes a free time and adds a visit to My appointments; the confirmation shows before they refresh. */
export const useCreateAppointment = () =>
  useSiteMutation({
    change: ({ target }, input: CreateAppointmentInput) => createAppointment(target, input),
    changes: (key) => [siteKeys.availability(key), siteKeys.appointments(key)],
    refresh: 'behind',
  });
