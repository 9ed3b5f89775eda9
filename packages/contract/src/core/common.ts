import { z } from 'zod';
import { LANGS } from '../site/languages';
import { ERROR_CODES, type TErrorParams } from './error-codes';

export const ZErrorCode = z.enum(ERROR_CODES);
export const ZErrorParams = z.object({
  seconds: z.number().int().optional(),
  minutes: z.number().int().optional(),
  count: z.number().int().optional(),
  hours: z.number().int().optional(),
  field: z.string().optional(),
  conflicts: z.array(z.object({ date: z.string(), nearest_time: z.string().nullable() })).optional(),
  doctor_id: z.number().int().optional(),
  doctor: z.string().optional(),
}) satisfies z.ZodType<TErrorParams>;

/**
 * Every failure on the wire: the legacy backend's envelope, with this server's machine code and the values its
 * text needs. Clients show the code's text in their language (error-texts/); the message is in the request's
 * language, or a developer's detail.
 */
export const ZErrorEnvelope = z.object({
  success: z.literal(0),
  message: z.string(),
  code: ZErrorCode.optional(),
  params: ZErrorParams.optional(),
  request_id: z.string().optional(),
});

/** Ids travel as numbers or numeric strings depending on the backend that answers. */
export const ZIdLike = z.union([z.number().int(), z.string().regex(/^\d+$/)]);

/** A positive whole-number id read from a path or query string. */
export const zId = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .positive({ error: `${label} must be a positive number` })
    .max(2_147_483_647, { error: `${label} is too large` });

/** The legacy backend sends several lists as JSON-encoded strings; newer ones send arrays. */
export const jsonList = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return [];
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, z.array(item));

/** "1" / 1 flags of the legacy backend. */
export const ZFlag = z.union([z.literal('0'), z.literal('1'), z.literal(0), z.literal(1)]);

export const ZMoney = z.union([z.number(), z.string().regex(/^\d+(\.\d{1,2})?$/)]);

export const ZLocalDate = z
  .string({ error: 'date is required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date must look like YYYY-MM-DD' })
  .refine(
    (s) => {
      const [y, m, d] = s.split('-').map(Number) as [number, number, number];
      const dt = new Date(Date.UTC(y, m - 1, d));
      return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
    },
    { error: 'date is not a real calendar date' },
  );

export const ZLocalTime = z
  .string({ error: 'time is required' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: 'time must look like HH:MM' });

/** The languages of the site and its messages (languages.ts). */
export const ZLang = z.enum(LANGS);
export type TLang = z.infer<typeof ZLang>;

export const ZTrimmed = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

export const ZEmail = z.email({ error: 'Please enter a valid email address' }).max(254);

/** Phone on the wire: dial code and national number, digits only. */
export const ZPhoneDigits = z
  .string({ error: 'Please enter your phone number' })
  .regex(/^\d{6,15}$/, { error: 'Please enter a valid phone number' });

export { TENANT_TOKEN_HEADER } from './headers';
