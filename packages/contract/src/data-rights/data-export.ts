import { z } from 'zod';

/** The version of the export's layout: a reader can tell which fields to expect. */
export const DATA_EXPORT_FORMAT = 'clinic-data-export/1';

const ZAt = z.string().describe('ISO 8601 time');

/**
 * Everything the clinic holds about one patient and the family members booked under their phone (GDPR art. 15 and
 * 20; Israel's Privacy Protection Law, section 13), in a machine-readable layout. Times are ISO 8601; visits also in
 * the clinic's wall time; money in the clinic's currency units (not minor units); names in the request's language.
 */
export const ZDataExport = z.object({
  format: z.literal(DATA_EXPORT_FORMAT),
  exported_at: ZAt,
  clinic: z.object({ key: z.string(), name: z.string(), time_zone: z.string() }),
  patient: z.object({
    id: z.number().int(),
    name: z.string().nullable(),
    phone: z.string(),
    email: z.string().nullable(),
    age: z.number().int().nullable(),
    gender: z.string().nullable(),
    /** The language the clinic's WhatsApp messages to the patient are written in. */
    language: z.string().nullable(),
    registered_at: ZAt,
  }),
  /** The notes the clinic's staff keep on the patient: in the clinic's export only (decision 013). */
  staff_notes: z.string().nullable().optional(),
  family_members: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      age: z.number().int(),
      gender: z.string(),
      relation: z.string(),
      added_at: ZAt,
      removed_at: ZAt.nullable(),
    }),
  ),
  visits: z.array(
    z.object({
      id: z.number().int(),
      /** The family member the visit is for; null: the patient themself. */
      family_member_id: z.number().int().nullable(),
      date: z.string(),
      start_time: z.string(),
      starts_at: ZAt,
      ends_at: ZAt,
      branch: z.string(),
      doctor: z.string(),
      treatment: z.string(),
      /** active | cancelled | expired */
      status: z.string(),
      /** arrived | completed | no_show; null: not marked. */
      attendance: z.string().nullable(),
      price: z.number(),
      booked_at: ZAt,
      confirmed_at: ZAt.nullable(),
      cancelled_at: ZAt.nullable(),
      cancel_reason: z.string().nullable(),
      in_series: z.boolean(),
      /** Staff's note on the visit for the doctor: in the clinic's export only, like staff_notes. */
      note: z.string().nullable().optional(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.number().int(),
      visit_id: z.number().int(),
      provider: z.string(),
      status: z.string(),
      amount: z.number(),
      currency: z.string(),
      card_brand: z.string().nullable(),
      card_last4: z.string().nullable(),
      created_at: ZAt,
      updated_at: ZAt,
    }),
  ),
  /** The receipts and credit notes issued for those payments, with the name they were issued to (kept by law). */
  documents: z.array(
    z.object({
      id: z.number().int(),
      visit_id: z.number().int(),
      payment_id: z.number().int(),
      type: z.string(),
      number: z.number().int(),
      issued_at: ZAt,
      amount: z.number(),
      vat: z.number(),
      currency: z.string(),
      patient_name: z.string(),
      original_document_id: z.number().int().nullable(),
    }),
  ),
  /** WhatsApp messages the clinic sent or queued to the patient's phone. */
  messages: z.array(
    z.object({
      id: z.number().int(),
      visit_id: z.number().int().nullable(),
      kind: z.string(),
      topic: z.string(),
      to: z.string(),
      text: z.string().nullable(),
      status: z.string(),
      created_at: ZAt,
      sent_at: ZAt.nullable(),
    }),
  ),
  /** What was written through the site's contact form with the patient's phone number. */
  contact_messages: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      message: z.string(),
      sent_at: ZAt,
    }),
  ),
  waitlist: z.array(
    z.object({
      id: z.number().int(),
      branch: z.string(),
      treatment: z.string(),
      date_from: z.string(),
      date_until: z.string(),
      status: z.string(),
      joined_at: ZAt,
    }),
  ),
});
export type TDataExport = z.infer<typeof ZDataExport>;
