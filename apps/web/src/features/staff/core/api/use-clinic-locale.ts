import { useQuery } from '@tanstack/react-query';
import { countryOfClinic } from '../../../../lib/clinic-week';
import { clinicLocale } from '../../../../lib/intl-locale';
import { useTranslation } from '../../../../lib/use-translation';
import { useStaffAuth } from './staff-auth';
import { workspaceQueryOptions } from './get-workspace';

/**
 * The locale the workspace's date and time fields write in: the page's language as the clinic's region writes it
 * (day first and 24-hour in Israel), whatever the browser's own.
 */
export function useClinicLocale(): string {
  const { i18n } = useTranslation('staff');
  const workspace = useQuery(workspaceQueryOptions(useStaffAuth())).data;
  return clinicLocale(i18n.language, countryOfClinic(workspace?.clinic));
}
