import { isLang } from '@clinic/contract/site/languages';
import type { TClinicSettings } from '@clinic/contract/staff/staff-clinic';
import type { TSettingsBranch, TSettingsDoctor, TSettingsTreatment } from '@clinic/contract/staff/staff-settings';
import { toMajor } from '../../lib/localize';
import type { BranchRow, DoctorRow, TreatmentRow } from '../catalog/catalog.types';
import { clinicEmergencyNumber } from '../../lib/clinic-emergency';
import type { TenantRow } from '../../db/tenant-row';
import { langOf } from './texts';

// Rows as the owner's settings calls answer them, and as the audit log keeps them (before and after a change).

export const branchView = (row: BranchRow): TSettingsBranch => ({
  id: row.id,
  name: row.name,
  address: row.address,
  phone: row.phone,
  email: row.email,
  description: row.description,
  schedule: row.schedule.map((r) => ({ day: r.day, start: r.start, end: r.end })),
  archived: row.archivedAt !== null,
});

export const doctorView = (row: DoctorRow): TSettingsDoctor => ({
  id: row.id,
  name: row.name ?? {},
  status: row.status === '1' ? 1 : 0,
  working: row.workingHours.map((w) => ({ branch_id: w.branchId, day: w.day, start: w.start, end: w.end })),
  description: row.description,
  specialty: row.specialty,
  color: row.color,
  image: row.image,
});

export const treatmentView = (row: TreatmentRow): TSettingsTreatment => ({
  id: row.id,
  name: row.name,
  description: row.description,
  duration_minutes: row.durationMinutes,
  price: toMajor(row.priceMinor),
  min_force_payment_price: row.minForcePaymentMinor === null ? null : toMajor(row.minForcePaymentMinor),
  force_pay: row.forcePay,
  payment_company: row.paymentCompany,
  branches: row.branchIds,
  doctors: row.doctorIds,
  archived: row.archivedAt !== null,
});

/** The clinic's settings; `defaultReminders` are the server's (REMINDER_MINUTES_BEFORE). */
export const clinicView = (tenant: TenantRow, defaultReminders: number[]): TClinicSettings => ({
  key: tenant.key,
  name: tenant.name,
  languages: tenant.languages.filter(isLang),
  default_language: langOf(tenant),
  time_zone: tenant.timeZone,
  email: tenant.email,
  phone: tenant.phone,
  address: tenant.address,
  cancel_notice_hours: tenant.cancelNoticeHours,
  booking_window_days: tenant.bookingWindowDays,
  min_notice_minutes: tenant.minNoticeMinutes,
  hold_minutes: tenant.holdMinutes,
  second_factor_required: tenant.staffSecondFactorRequired,
  doctors_see_all_patients: tenant.doctorsSeeAllPatients,
  reminder_minutes: tenant.reminderMinutes,
  default_reminder_minutes: defaultReminders,
  emergency_number: tenant.emergencyNumber,
  emergency_number_default: clinicEmergencyNumber(tenant),
  currency: tenant.currency,
  embed_origins: tenant.embedOrigins,
});

/** Money on the wire is in major units with at most two decimals; rows keep minor units. */
export const toMinor = (major: number) => Math.round(major * 100);
