import type { TLang } from '@clinic/contract/core/common';
import { DATA_EXPORT_FORMAT, type TDataExport } from '@clinic/contract/data-rights/data-export';
import { pick, toMajor } from '../../lib/localize';
import { wallOf } from '../../lib/zoned-time';
import type { TenantRow } from '../../db/tenant-row';
import type { DataExportRepository } from './data-export.repository';

type Customer = NonNullable<Awaited<ReturnType<DataExportRepository['customer']>>>;
type Holdings = Awaited<ReturnType<DataExportRepository['holdings']>>;

const iso = (at: Date) => at.toISOString();
const isoOrNull = (at: Date | null) => (at ? at.toISOString() : null);

/** The export document of one patient, names in `lang`, visits also in the clinic's wall time. */
export function dataExportOf(
  tenant: TenantRow,
  customer: Customer,
  held: Holdings,
  options: { lang: TLang; withStaffNotes: boolean; at: Date },
): TDataExport {
  const { lang } = options;
  return {
    format: DATA_EXPORT_FORMAT,
    exported_at: iso(options.at),
    clinic: { key: tenant.key, name: pick(tenant.name, lang) ?? tenant.key, time_zone: tenant.timeZone },
    patient: {
      id: customer.id,
      name: customer.name,
      phone: customer.phone,
      email: customer.email,
      age: customer.age,
      gender: customer.gender,
      language: customer.lang,
      registered_at: iso(customer.createdAt),
    },
    ...(options.withStaffNotes ? { staff_notes: customer.staffNotes } : {}),
    family_members: held.family.map((m) => ({
      id: m.id,
      name: m.name,
      age: m.age,
      gender: m.gender,
      relation: m.relation,
      added_at: iso(m.createdAt),
      removed_at: isoOrNull(m.removedAt),
    })),
    visits: held.visits.map(({ visit: v, branchName, doctorName, treatmentName }) => {
      const start = wallOf(tenant.timeZone, v.startsAt.getTime());
      return {
        id: v.id,
        family_member_id: v.familyMemberId,
        date: start.date,
        start_time: start.time,
        starts_at: iso(v.startsAt),
        ends_at: iso(v.endsAt),
        branch: pick(branchName, lang) ?? '',
        doctor: pick(doctorName, lang) ?? '',
        treatment: pick(treatmentName, lang) ?? '',
        status: v.status,
        attendance: v.attendance,
        price: toMajor(v.priceMinor),
        booked_at: iso(v.createdAt),
        confirmed_at: isoOrNull(v.confirmedAt),
        cancelled_at: isoOrNull(v.cancelledAt),
        cancel_reason: v.cancelReason,
        in_series: v.seriesId !== null,
        ...(options.withStaffNotes ? { note: v.visitNote } : {}),
      };
    }),
    payments: held.payments.map((p) => ({
      id: p.id,
      visit_id: p.appointmentId,
      provider: p.provider,
      status: p.status,
      amount: toMajor(p.amountMinor),
      currency: p.currency,
      card_brand: p.cardBrand,
      card_last4: p.cardLast4,
      created_at: iso(p.createdAt),
      updated_at: iso(p.updatedAt),
    })),
    documents: held.documents.map((d) => ({
      id: d.id,
      visit_id: d.appointmentId,
      payment_id: d.paymentId,
      type: d.type,
      number: d.number,
      issued_at: iso(d.issuedAt),
      amount: toMajor(d.amountMinor),
      vat: toMajor(d.vatMinor),
      currency: d.currency,
      patient_name: d.patientName,
      original_document_id: d.originalDocumentId,
    })),
    messages: held.messages.map((m) => ({
      id: m.id,
      visit_id: m.appointmentId,
      kind: m.kind,
      topic: m.topic,
      to: m.phone,
      text: m.body,
      status: m.status,
      created_at: iso(m.createdAt),
      sent_at: isoOrNull(m.sentAt),
    })),
    contact_messages: held.contact.map((c) => ({
      id: c.id,
      name: c.name,
      email: c.email,
      phone: c.phone,
      message: c.message,
      sent_at: iso(c.createdAt),
    })),
    waitlist: held.waiting.map(({ entry, branchName, treatmentName }) => ({
      id: entry.id,
      branch: pick(branchName, lang) ?? '',
      treatment: pick(treatmentName, lang) ?? '',
      date_from: entry.dateFrom,
      date_until: entry.dateUntil,
      status: entry.status,
      joined_at: iso(entry.createdAt),
    })),
  };
}
