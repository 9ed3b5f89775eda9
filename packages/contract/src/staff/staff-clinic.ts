import { z } from 'zod';
import { ZEmail, ZLang } from '../core/common';
import { defineCall } from '../core/define-call';
import { ROUTES } from '../core/routes';
import { ZEmbedOrigins } from './embed-origins';
import { ZTexts, zTextsInput } from './settings-fields';

/** Whether a name is an IANA time zone this server knows (TIME_ZONE_INVALID otherwise). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

export const ZTimeZone = z
  .string()
  .max(64)
  .superRefine((zone, ctx) => {
    if (!isTimeZone(zone)) {
      ctx.addIssue({
        code: 'custom',
        message: 'time_zone must be an IANA zone such as Asia/Jerusalem',
        params: { errorCode: 'TIME_ZONE_INVALID' },
      });
    }
  });

/** Reminders a clinic may set: at most this many, each 5 minutes to 14 days before the visit, none twice. */
export const REMINDER_OFFSETS_MAX = 4;
export const REMINDER_MINUTES_MIN = 5;
export const REMINDER_MINUTES_MAX = 14 * 24 * 60;

/** The currencies an owner may price in (ISO 4217), each of two decimals: charges are kept in hundredths. */
export const CLINIC_CURRENCIES = ['ILS', 'USD', 'EUR', 'GBP', 'AED', 'EGP', 'SAR', 'RUB', 'UAH', 'INR', 'CAD'] as const;

const reminderIssue = (ctx: z.RefinementCtx, message: string, path: PropertyKey[] = []) =>
  ctx.addIssue({ code: 'custom', message, path, params: { errorCode: 'REMINDERS_INVALID' } });

/** The clinic's own reminder offsets in minutes; null (or none) goes back to the server's. */
export const ZReminderMinutes = z
  .array(z.number({ error: 'each reminder is a number of minutes' }))
  .superRefine((offsets, ctx) => {
    if (offsets.length > REMINDER_OFFSETS_MAX) {
      reminderIssue(ctx, `reminder_minutes holds at most ${REMINDER_OFFSETS_MAX} reminders`);
      return;
    }
    offsets.forEach((value, index) => {
      const ok = Number.isInteger(value) && value >= REMINDER_MINUTES_MIN && value <= REMINDER_MINUTES_MAX;
      if (!ok) reminderIssue(ctx, 'each reminder is whole minutes, 5 minutes to 14 days before the visit', [index]);
      else if (offsets.indexOf(value) < index) reminderIssue(ctx, 'two reminders are at the same time', [index]);
    });
  });

/** The clinic as its owner sets it up: names, languages, time zone, contact details and booking rules. */
export const ZClinicSettings = z.object({
  key: z.string(),
  name: ZTexts,
  /** The languages the patient site offers, and the one it opens in. */
  languages: z.array(ZLang),
  default_language: ZLang,
  time_zone: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: ZTexts.nullable(),
  /** Patients may cancel or move a visit online until this many hours before it; 0: until it starts. */
  cancel_notice_hours: z.number().int(),
  /** Patients may book from today up to this many days ahead. */
  booking_window_days: z.number().int(),
  /** Patients may book or move a visit only this many minutes ahead of it, or more (staff at any time). */
  min_notice_minutes: z.number().int(),
  /** Minutes an unpaid booking of a treatment paid online holds its time; null: the server's setting. */
  hold_minutes: z.number().int().nullable(),
  /** Every staff account must log in with a second factor (changed by staffSecondFactorPolicy). */
  second_factor_required: z.boolean(),
  /** Doctor accounts find and open every patient; false: only patients with a booked visit of theirs (decision 015). */
  doctors_see_all_patients: z.boolean(),
  /** Reminders before each visit, in minutes, longest first; null: the server's (default_reminder_minutes). */
  reminder_minutes: z.array(z.number().int()).nullable(),
  /** The server's reminders (REMINDER_MINUTES_BEFORE), which a clinic without its own gets. */
  default_reminder_minutes: z.array(z.number().int()),
  /** The number the site gives for a medical emergency; null: its country's (emergency_number_default). */
  emergency_number: z.string().nullable(),
  /** The ambulance number of the clinic's country (from its phone or time zone). */
  emergency_number_default: z.string(),
  /** The ISO 4217 code the clinic's prices are in. */
  currency: z.string(),
  /** Web origins allowed to frame the clinic's booking (/{key}/embed), such as https://clinic.example. */
  embed_origins: z.array(z.string()),
});
export type TClinicSettings = z.infer<typeof ZClinicSettings>;

export const ZUpdateClinicRequest = z
  .object({
    name: zTextsInput('name', 200).optional(),
    languages: z
      .array(ZLang)
      .min(1, { error: 'languages needs at least one language' })
      .refine((langs) => new Set(langs).size === langs.length, { error: 'languages lists a language twice' })
      .optional(),
    default_language: ZLang.optional(),
    time_zone: ZTimeZone.optional(),
    email: ZEmail.nullable().optional(),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[\d\s()-]{6,20}$/, { error: 'phone must be digits, spaces and dashes, 6 to 20' })
      .nullable()
      .optional(),
    address: zTextsInput('address', 300).nullable().optional(),
    cancel_notice_hours: z
      .number()
      .int({ error: 'cancel_notice_hours must be whole hours' })
      .min(0)
      .max(30 * 24)
      .optional(),
    booking_window_days: z.number().int({ error: 'booking_window_days must be whole days' }).min(1).max(365).optional(),
    min_notice_minutes: z
      .number()
      .int({ error: 'min_notice_minutes must be whole minutes' })
      .min(0)
      .max(14 * 24 * 60)
      .optional(),
    hold_minutes: z
      .number()
      .int({ error: 'hold_minutes must be whole minutes' })
      .min(5)
      .max(24 * 60)
      .nullable()
      .optional(),
    reminder_minutes: ZReminderMinutes.nullable().optional(),
    emergency_number: z
      .string()
      .trim()
      .superRefine((value, ctx) => {
        if (!/^\d{2,6}$/.test(value)) {
          ctx.addIssue({
            code: 'custom',
            message: 'emergency_number must be 2 to 6 digits, such as 101',
            params: { errorCode: 'EMERGENCY_NUMBER_INVALID' },
          });
        }
      })
      .nullable()
      .optional(),
    currency: z
      .string()
      .superRefine((value, ctx) => {
        if (!(CLINIC_CURRENCIES as readonly string[]).includes(value)) {
          ctx.addIssue({
            code: 'custom',
            message: `currency must be one of ${CLINIC_CURRENCIES.join(', ')}`,
            params: { errorCode: 'CURRENCY_INVALID' },
          });
        }
      })
      .optional(),
    embed_origins: ZEmbedOrigins.optional(),
    doctors_see_all_patients: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.languages && body.default_language && !body.languages.includes(body.default_language)) {
      ctx.addIssue({
        code: 'custom',
        message: 'default_language must be one of languages',
        path: ['default_language'],
        params: { errorCode: 'LANGUAGE_NOT_OFFERED' },
      });
    }
  });

export const staffClinicCall = defineCall({
  ...ROUTES.staffClinic,
  summary: "The clinic's details and booking rules (owners)",
  response: ZClinicSettings,
});

export const staffUpdateClinicCall = defineCall({
  ...ROUTES.staffUpdateClinic,
  summary: "Changes the clinic's details or booking rules (owners); the patient site shows them on its next load",
  body: ZUpdateClinicRequest,
  response: ZClinicSettings,
});

export const staffClinicCalls = [staffClinicCall, staffUpdateClinicCall] as const;
