import { z } from 'zod';
import { ZEmail, ZLang } from './common';
import { defineCall } from './define-call';
import { ROUTES } from './routes';
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
export type TUpdateClinicRequest = z.input<typeof ZUpdateClinicRequest>;

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
