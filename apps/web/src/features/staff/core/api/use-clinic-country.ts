import { useQuery } from '@tanstack/react-query';
import { countryOfClinic } from '../../../../lib/clinic-week';
import { useStaffAuth } from './staff-auth';
import { workspaceQueryOptions } from './get-workspace';

/** The clinic's country (ISO 3166): how the desk shows phones (PhoneText) and reads those typed nationally. */
export function useClinicCountry(): string | undefined {
  return countryOfClinic(useQuery(workspaceQueryOptions(useStaffAuth())).data?.clinic);
}
