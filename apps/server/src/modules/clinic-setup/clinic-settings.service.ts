import type { z } from 'zod';
import type { ZUpdateClinicRequest } from '@clinic/contract/staff/staff-clinic';
import { embedOriginOf, embedOriginsOf, isLoopbackOrigin } from '@clinic/contract/staff/embed-origins';
import { AppError } from '../../errors';
import { type StaffSession } from '../../lib/staff-session';
import type { TenantRow } from '../../db/tenant-row';
import type { ClinicsService } from '../tenants/clinics.service';
import { type SetupDeps, createChangeLog } from './change-log';
import { clinicView } from './setting-views';
import { changedTexts, langOf, nameOf } from './texts';
import { assertSection } from '../../lib/staff-sections';

type ClinicChange = z.output<typeof ZUpdateClinicRequest>;

/** The zone's canonical name (asia/jerusalem → Asia/Jerusalem); the contract has checked that it exists. */
const canonicalZone = (zone: string) => new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;

/** The origins the contract has checked, each once; plain http only for this machine, and only in the demo. */
function checkedEmbedOrigins(list: string[], allowLoopback: boolean) {
  const plain = (text: string) => {
    const origin = embedOriginOf(text.trim());
    return origin?.startsWith('http:') === true && !(allowLoopback && isLoopbackOrigin(origin));
  };
  const index = list.findIndex(plain);
  if (index >= 0) throw new AppError('EMBED_ORIGIN_NOT_HTTPS', { params: { field: `embed_origins.${index}` } });
  return embedOriginsOf(list);
}

/** The clinic's own details and booking rules, as its owner keeps them. */
export function createClinicSettingsService(
  deps: SetupDeps & {
    tenants: ClinicsService;
    /** The server's REMINDER_MINUTES_BEFORE. */ reminderMinutes: number[];
    /** The demo lets a clinic list this machine's http:// origins (a test page on 127.0.0.1:PORT). */
    allowLoopbackEmbeds: boolean;
  },
) {
  const logChange = createChangeLog(deps);
  const embedOrigins = (list: string[]) => checkedEmbedOrigins(list, deps.allowLoopbackEmbeds);
  const view = (tenant: TenantRow) => clinicView(tenant, deps.reminderMinutes);

  return {
    get(staff: StaffSession, tenant: TenantRow) {
      assertSection(staff, 'setup');
      return view(tenant);
    },

    /**
     * Changes the fields sent. Contact details set here replace the ones the home page template may carry, so
     * the site shows what the owner wrote. Booked visits keep their instants whatever the time zone becomes.
     */
    async update(staff: StaffSession, tenant: TenantRow, input: ClinicChange) {
      assertSection(staff, 'setup');
      const languages = input.languages ?? tenant.languages;
      const defaultLang = input.default_language ?? langOf(tenant);
      if (!languages.includes(defaultLang)) {
        const field = input.default_language ? 'default_language' : 'languages';
        throw new AppError('LANGUAGE_NOT_OFFERED', { params: { field } });
      }
      const values: Parameters<ClinicsService['updateSettings']>[1] = {};
      const template = { ...tenant.template };
      if (input.name !== undefined) values.name = nameOf(input.name, defaultLang, tenant.name);
      if (input.languages !== undefined) values.languages = input.languages;
      if (input.default_language !== undefined) values.lang = input.default_language;
      if (input.time_zone !== undefined) values.timeZone = canonicalZone(input.time_zone);
      if (input.cancel_notice_hours !== undefined) values.cancelNoticeHours = input.cancel_notice_hours;
      if (input.booking_window_days !== undefined) values.bookingWindowDays = input.booking_window_days;
      if (input.min_notice_minutes !== undefined) values.minNoticeMinutes = input.min_notice_minutes;
      if (input.hold_minutes !== undefined) values.holdMinutes = input.hold_minutes;
      if (input.reminder_minutes !== undefined) {
        // No reminders of its own is the server's; kept longest first, as they are sent.
        const own = input.reminder_minutes?.length ? [...input.reminder_minutes].sort((a, b) => b - a) : null;
        values.reminderMinutes = own;
      }
      if (input.emergency_number !== undefined) values.emergencyNumber = input.emergency_number;
      if (input.currency !== undefined) values.currency = input.currency;
      if (input.embed_origins !== undefined) values.embedOrigins = embedOrigins(input.embed_origins);
      if (input.doctors_see_all_patients !== undefined) values.doctorsSeeAllPatients = input.doctors_see_all_patients;
      if (input.email !== undefined) {
        values.email = input.email;
        delete template.contactEmail;
      }
      if (input.phone !== undefined) {
        values.phone = input.phone;
        delete template.contactPhone;
      }
      const address = changedTexts(input.address, defaultLang, tenant.address);
      if (address !== undefined) {
        values.address = address;
        delete template.contactAddress;
      }
      if (Object.keys(values).length === 0) return view(tenant);
      const after = await deps.tenants.updateSettings(tenant.id, { ...values, template });
      if (!after) throw new AppError('TENANT_NOT_FOUND');
      await logChange(staff, {
        action: 'clinic.changed',
        targetType: 'clinic',
        targetId: tenant.id,
        before: view(tenant),
        after: view(after),
      });
      return view(after);
    },
  };
}
