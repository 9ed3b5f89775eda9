import { countryOfClinic, dayInZone, firstDayOfWeek } from '../clinic-week';
import { useTemplate } from './get-template';

/** The clinic's week: its first day (its country's custom) and its time zone (for "today"). */
export function useClinicWeek() {
  const user = useTemplate().data?.user_template;
  const timeZone = user?.time_zone;
  return {
    firstDay: firstDayOfWeek(countryOfClinic(user)),
    timeZone,
    /** Today's day number (Sunday = 0) where the clinic is. */
    today: () => dayInZone(timeZone),
  };
}
