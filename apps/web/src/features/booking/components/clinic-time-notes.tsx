import { useTranslation } from '../../../lib/use-translation';
import { intlLocale } from '../../../lib/intl-locale';
import { dateFormat } from '../../../lib/intl-formats';
import { longDate } from '../../../lib/dates';

/** "First free day: …": the day the calendar opened on, the branch's first with a free time for the treatment. */
export function FirstFreeDayNote({ date }: { date: string }) {
  const { t, i18n } = useTranslation('booking');
  return (
    <p className="mt-3 text-sm font-medium text-slate-800" data-testid="first-free-day">
      {t('datetime.firstFree', { date: longDate(date, i18n.language) })}
    </p>
  );
}

/** The device's own time zone (undefined where the browser does not say, and on the server, which knows no device). */
const deviceZone = (): string | undefined => {
  if (typeof window === 'undefined') return undefined;
  try {
    // The zone is the device's whatever the locale.
    return dateFormat('en-US').resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

/** The zone's everyday name in the page's language ("Israel Time", "שעון ישראל"), else its city. */
function zoneName(timeZone: string, language: string): string {
  try {
    const part = dateFormat(intlLocale(language), { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName');
    if (part && !/^GMT|^UTC/.test(part.value)) return part.value;
  } catch {
    // An unknown zone: its city below.
  }
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
}

/** On a device set to another time zone: the times are the clinic's, and which zone that is. */
export function ClinicZoneNote({ timeZone }: { timeZone: string }) {
  const { t, i18n } = useTranslation('booking');
  const device = deviceZone();
  if (!device || device === timeZone) return null;
  return (
    <p className="mt-3 text-sm text-slate-600" data-testid="clinic-zone">
      {t('datetime.clinicZone', { zone: zoneName(timeZone, i18n.language) })}
    </p>
  );
}
