import { z } from 'zod';
import { DAY_NAMES } from '@clinic/contract/catalog/entities';
import { LANGS } from '@clinic/contract/site/languages';
import { CLINIC_CURRENCIES } from '@clinic/contract/staff/staff-clinic';

const ZText = z.object(
  {
    en: z.string().min(1),
    he: z.string().min(1).optional(),
    ar: z.string().min(1).optional(),
    ru: z.string().min(1).optional(),
  },
  { error: 'expected {"en": "...", "he": "...", "ar": "...", "ru": "..."} (English required)' },
);
const ZTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: 'time must look like HH:MM' });
const ZDay = z.enum(DAY_NAMES, { error: `day must be one of ${DAY_NAMES.join(', ')}` });
const ZRange = z
  .object({ day: ZDay, start: ZTime, end: ZTime })
  .refine((r) => r.start < r.end, { error: 'end must be after start' });
const ZMoney = z.number().nonnegative().multipleOf(0.01, { error: 'money has at most 2 decimals' });
const ZImage = z.string().regex(/^(\/[\w./-]+|data:image\/[\w+.-]+;base64,[A-Za-z0-9+/=]+)$/, {
  error: 'images are site paths (/images/x.svg) or data: URLs; no external hosts',
});

/** A tenant as a clinic hands it to us: `npm run tenant:import -- FILE` and the demo seed both read this. */
export const ZTenantImport = z
  .object({
    key: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,62}$/, { error: 'key: lowercase letters, digits, - and _' }),
    name: ZText,
    lang: z.enum(LANGS).default('en'),
    /** The languages the clinic's site offers; `lang` must be one of them. */
    languages: z
      .array(z.enum(LANGS))
      .min(1)
      .refine((langs) => new Set(langs).size === langs.length, { error: 'languages lists a language twice' })
      .default(['en', 'he']),
    time_zone: z.string().refine(
      (zone) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      },
      { error: 'time_zone must be an IANA zone such as Asia/Jerusalem' },
    ),
    email: z.email().optional(),
    phone: z
      .string()
      .regex(/^\+?[\d -]{6,20}$/)
      .optional(),
    address: ZText.optional(),
    profile_image: ZImage.optional(),
    /**
     * A patient may cancel or move a visit online until this many hours before it starts; later, only the
     * clinic can. 0: until it starts.
     */
    /** The currency of the clinic's prices (ISO 4217); absent: ILS for a new clinic, unchanged for one we have. */
    currency: z
      .enum(CLINIC_CURRENCIES, { error: `currency must be one of ${CLINIC_CURRENCIES.join(', ')}` })
      .optional(),
    cancel_notice_hours: z
      .number()
      .int({ error: 'cancel_notice_hours must be whole hours' })
      .min(0)
      .max(30 * 24)
      .default(0),
    template: z.object({
      banner_images: z.array(ZImage).default([]),
      banner_headings: z.array(ZText).default([]),
      banner_descriptions: z.array(ZText).default([]),
      about_heading: ZText.optional(),
      about_description: ZText.optional(),
      about_image: ZImage.optional(),
      contact_phone: z.string().optional(),
      contact_email: z.email().optional(),
      contact_address: ZText.optional(),
    }),
    branches: z
      .array(
        z.object({
          id: z.number().int().positive(),
          name: ZText,
          address: ZText.optional(),
          phone: z.string().optional(),
          email: z.email().optional(),
          image: ZImage.optional(),
          description: ZText.optional(),
          schedule: z.array(ZRange).default([]),
        }),
      )
      .min(1, { error: 'a tenant needs at least one branch' }),
    doctors: z.array(
      z.object({
        id: z.number().int().positive(),
        name: ZText,
        image: ZImage.optional(),
        description: ZText.optional(),
        specialty: ZText.optional(),
        bio: ZText.optional(),
        education: ZText.optional(),
        experience_years: z.number().int().min(0).max(80).optional(),
        color: z
          .string()
          .regex(/^(#[0-9a-f]{3,8}|[a-z]+)$/i)
          .optional(),
        status: z.enum(['0', '1']).default('1'),
        working_hours: z.array(ZRange.and(z.object({ branch_id: z.number().int().positive() }))).default([]),
        blocks: z
          .array(
            z.object({
              branch_id: z.number().int().positive().optional(),
              date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
              start: ZTime,
              end: ZTime,
            }),
          )
          .default([]),
      }),
    ),
    treatments: z.array(
      z.object({
        id: z.number().int().positive(),
        name: ZText,
        description: ZText.optional(),
        images: z.array(ZImage).default([]),
        price: ZMoney,
        min_force_payment_price: ZMoney.optional(),
        cancellation_price: ZMoney.default(0),
        duration_minutes: z.number().int().min(5).max(600).multipleOf(5).default(5),
        force_pay: z.boolean().default(false),
        payment_company: z.string().default('0'),
        payment_document: z.string().default('receipt'),
        branch_ids: z.array(z.number().int().positive()).default([]),
      }),
    ),
  })
  .superRefine((tenant, ctx) => {
    if (!tenant.languages.includes(tenant.lang))
      ctx.addIssue({ code: 'custom', path: ['lang'], message: `lang must be one of languages (${tenant.languages})` });
    const branchIds = new Set(tenant.branches.map((b) => b.id));
    const unique = (ids: number[], what: 'branches' | 'doctors' | 'treatments') => {
      const seen = new Set<number>();
      ids.forEach((id, i) => {
        if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [what, i, 'id'], message: `duplicate id ${id}` });
        seen.add(id);
      });
    };
    unique(
      tenant.branches.map((b) => b.id),
      'branches',
    );
    unique(
      tenant.doctors.map((d) => d.id),
      'doctors',
    );
    unique(
      tenant.treatments.map((t) => t.id),
      'treatments',
    );
    tenant.doctors.forEach((d, i) =>
      d.working_hours.forEach((w, j) => {
        if (!branchIds.has(w.branch_id))
          ctx.addIssue({
            code: 'custom',
            path: ['doctors', i, 'working_hours', j, 'branch_id'],
            message: `unknown branch ${w.branch_id}`,
          });
      }),
    );
    tenant.treatments.forEach((t, i) =>
      t.branch_ids.forEach((b, j) => {
        if (!branchIds.has(b))
          ctx.addIssue({ code: 'custom', path: ['treatments', i, 'branch_ids', j], message: `unknown branch ${b}` });
      }),
    );
  });
export type TTenantImport = z.input<typeof ZTenantImport>;

/** Readable lines such as "doctors.2.working_hours.0.branch_id: unknown branch 99". */
export function describeImportErrors(error: z.ZodError): string[] {
  return error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`);
}
