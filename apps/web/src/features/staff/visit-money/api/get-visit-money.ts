import { queryOptions, useQuery } from '@tanstack/react-query';
import { useStaffAuth } from '../../core/api/staff-auth';
import { type StaffAuth, staffCall, staffKeys } from '../../core/api/staff-calls';

/** Every visit's money, under the clinic's staff keys: a refund or a payment reads it again. */
export const visitMoneyKeys = (auth: StaffAuth) => [...staffKeys.all(auth), 'visit-money'] as const;

/** A visit's payments: paid, given back, left to give back. */
export const visitMoneyQueryOptions = (auth: StaffAuth, id: number) =>
  queryOptions({
    queryKey: [...visitMoneyKeys(auth), id] as const,
    queryFn: ({ signal }) => staffCall(auth, 'staffVisitMoney', { params: { id } }, signal),
  });

export const useVisitMoney = (id: number) => useQuery(visitMoneyQueryOptions(useStaffAuth(), id));
