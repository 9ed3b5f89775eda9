import { and, asc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type Localized, appointments, tenants, timeBlocks } from '../../../db/schema';
import type { CancelledBy } from '../../../db/column-types';

/** Which visits the agenda reads: a branch's in a range (one doctor's, for a doctor account), a patient's, or one. */
export type AgendaScope =
  | { tenantId: number; branchId: number; from: Date; to: Date; doctorId?: number | null | undefined }
  | { tenantId: number; customerId: number }
  | { tenantId: number; appointmentId: number };

/** A visit with the names staff see beside it: patient, phone, doctor, treatment. */
export type AgendaVisitRow = {
  id: number;
  doctorId: number;
  doctorName: Localized | null;
  customerId: number;
  patientName: string | null;
  patientPhone: string | null;
  /** The family member the visit is for (booked under the patient's phone); null: the patient themself. */
  familyMemberName: string | null;
  treatmentId: number;
  treatmentName: Localized | null;
  startsAt: Date;
  endsAt: Date;
  status: string;
  paidStatus: number;
  holdExpiresAt: Date | null;
  attendance: string | null;
  /** The patient confirmed this time (a WhatsApp reply). */
  confirmed: boolean;
  seriesId: number | null;
  /** Why staff cancelled it; null otherwise. */
  cancelReason: string | null;
  /** The patient has staff notes (the visit dialog shows them). */
  patientHasNotes: boolean;
  priceMinor: number;
  /** When the front desk's mark (arrived, completed, no-show) was made. */
  attendanceAt: Date | null;
  /** The patient booked it online; false: staff did. */
  bookedOnline: boolean;
  /** Staff squeezed it in on purpose (decision 018). */
  overbook: boolean;
  /** Staff's note on the visit for the doctor; null: none. */
  visitNote: string | null;
  /** Who cancelled it, when known. */
  cancelledBy: CancelledBy | null;
};

/** How the query sends a visit: an array, compact in the JSON of a busy week (ids are bigint: maybe strings). */
type VisitTuple = [
  id: number | string,
  doctorId: number,
  customerId: number | string,
  patientName: string | null,
  patientPhone: string | null,
  treatmentId: number,
  startsAt: number,
  endsAt: number,
  status: string,
  paidStatus: number,
  holdExpiresAt: number | null,
  attendance: string | null,
  confirmed: boolean,
  familyMemberName: string | null,
  seriesId: number | string | null,
  cancelReason: string | null,
  patientHasNotes: boolean,
  priceMinor: number,
  attendanceAt: number | null,
  bookedOnline: boolean,
  overbook: boolean,
  visitNote: string | null,
  cancelledBy: CancelledBy | null,
];
type VisitsAnswer = {
  visits: VisitTuple[] | null;
  doctors: Record<string, Localized> | null;
  treatments: Record<string, Localized> | null;
};

/**
 * Visits and names in ONE statement answering ONE value (JSON), whatever the number of visits: a row per visit
 * cost the embedded database more to send and parse, field by field, than the query itself (a busy week, 2,000
 * visits, was 70-100 ms; now a few). Doctors' and treatments' names come once per clinic, not once per visit
 * (each is a JSON value the database would convert again for every row). The patient of each visit is found by
 * its key (`offset 0` keeps that lookup per visit: joined, the planner hashed every patient of the clinic).
 */
function visitsStatement(db: Db, name: string, where: SQL) {
  const tenantId = sql.placeholder('tenantId');
  return db
    .select({
      visits: sql<VisitTuple[] | null>`(
        select json_agg(json_build_array(
                 a.id, a.doctor_id, a.customer_id, c.name, c.phone, a.treatment_id,
                 date_part('epoch', a.starts_at) * 1000, date_part('epoch', a.ends_at) * 1000,
                 a.status, a.paid_status, date_part('epoch', a.hold_expires_at) * 1000, a.attendance,
                 a.status = 'active' and a.confirmed_at is not null, f.name, a.series_id,
                 a.cancel_reason, c.has_notes, a.price_minor, date_part('epoch', a.attendance_at) * 1000, a.booked_online,
                 a.overbook, a.visit_note, a.cancelled_by)
                 order by a.starts_at, a.doctor_id)
          from appointments a
          left join lateral (
            select c.name, c.phone, coalesce(c.staff_notes, '') <> '' as has_notes from customers c where c.tenant_id = a.tenant_id and c.id = a.customer_id offset 0
          ) c on true
          left join lateral (
            select f.name from family_members f
             where a.family_member_id is not null and f.tenant_id = a.tenant_id and f.id = a.family_member_id offset 0
          ) f on true
         where a.tenant_id = ${tenantId} and a.status <> 'expired' and ${where})`,
      doctors: sql<Record<string, Localized> | null>`(
        select json_object_agg(d.id, d.name) from doctors d where d.tenant_id = ${tenantId})`,
      treatments: sql<Record<string, Localized> | null>`(
        select json_object_agg(t.id, t.name) from treatments t where t.tenant_id = ${tenantId})`,
    })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .prepare(name);
}

function visitRowsOf(answer: VisitsAnswer | undefined): AgendaVisitRow[] {
  const doctors = answer?.doctors ?? {};
  const treatments = answer?.treatments ?? {};
  return (answer?.visits ?? []).map(
    ([
      id,
      doctorId,
      customerId,
      patientName,
      patientPhone,
      treatmentId,
      start,
      end,
      status,
      paid,
      hold,
      attendance,
      confirmed,
      familyMemberName,
      seriesId,
      cancelReason,
      patientHasNotes,
      priceMinor,
      attendanceAt,
      bookedOnline,
      overbook,
      visitNote,
      cancelledBy,
    ]) => ({
      id: Number(id),
      doctorId,
      doctorName: doctors[doctorId] ?? null,
      customerId: Number(customerId),
      patientName,
      patientPhone,
      familyMemberName: familyMemberName ?? null,
      treatmentId,
      treatmentName: treatments[treatmentId] ?? null,
      startsAt: new Date(start),
      endsAt: new Date(end),
      status,
      paidStatus: paid,
      holdExpiresAt: hold === null ? null : new Date(hold),
      attendance,
      confirmed: confirmed === true,
      seriesId: seriesId === null || seriesId === undefined ? null : Number(seriesId),
      cancelReason: cancelReason ?? null,
      patientHasNotes: patientHasNotes === true,
      priceMinor: Number(priceMinor ?? 0),
      attendanceAt: attendanceAt === null || attendanceAt === undefined ? null : new Date(attendanceAt),
      bookedOnline: bookedOnline === true,
      overbook: overbook === true,
      visitNote: visitNote || null,
      cancelledBy: cancelledBy ?? null,
    }),
  );
}

/** Visits with the names staff see beside them: patient, phone, doctor, treatment. Expired holds are left out. */
export function createAgendaRepository(db: Db) {
  const doctorId = sql`${sql.placeholder('doctorId')}::int`;
  // The range test is an expression of appointments_tenant_branch_during (GiST): the index finds the visits that
  // overlap the range from both ends, so the branch's past (every visit before it) is never read.
  const atBranch = visitsStatement(
    db,
    'agenda_visits_at_branch',
    sql`a.branch_id = ${sql.placeholder('branchId')} and (${doctorId} is null or a.doctor_id = ${doctorId})
        and tstzrange(a.starts_at, a.ends_at, '[)')
            && tstzrange(${sql.placeholder('from')}::timestamptz, ${sql.placeholder('to')}::timestamptz, '[)')`,
  );
  const ofPatient = visitsStatement(
    db,
    'agenda_visits_of_patient',
    sql`a.customer_id = ${sql.placeholder('customerId')}`,
  );
  const byId = visitsStatement(db, 'agenda_visit_by_id', sql`a.id = ${sql.placeholder('appointmentId')}`);

  return {
    async visits(scope: AgendaScope): Promise<AgendaVisitRow[]> {
      const [answer] =
        'customerId' in scope
          ? await ofPatient.execute({ tenantId: scope.tenantId, customerId: scope.customerId })
          : 'appointmentId' in scope
            ? await byId.execute({ tenantId: scope.tenantId, appointmentId: scope.appointmentId })
            : await atBranch.execute({
                tenantId: scope.tenantId,
                branchId: scope.branchId,
                doctorId: scope.doctorId ?? null,
                from: scope.from.toISOString(),
                to: scope.to.toISOString(),
              });
      return visitRowsOf(answer);
    },

    /**
     * Whether a patient has or had a booked visit with a doctor, not cancelled or lapsed (what lets a doctor account
     * open their card, decision 015).
     */
    async isPatientOf(tenantId: number, customerId: number, doctorId: number): Promise<boolean> {
      const [found] = await db
        .select({ id: appointments.id })
        .from(appointments)
        .where(
          and(
            eq(appointments.tenantId, tenantId),
            eq(appointments.customerId, customerId),
            eq(appointments.doctorId, doctorId),
            eq(appointments.status, 'active'),
          ),
        )
        .limit(1);
      return found !== undefined;
    },

    /** The patients with a booked visit (past or coming, not cancelled or lapsed) with a doctor. */
    async patientsOf(tenantId: number, doctorId: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ customerId: appointments.customerId })
        .from(appointments)
        .where(
          and(
            eq(appointments.tenantId, tenantId),
            eq(appointments.doctorId, doctorId),
            eq(appointments.status, 'active'),
          ),
        );
      return rows.map((row) => Number(row.customerId));
    },

    /** Blocked time at a branch in a range: the branch's own and its doctors' (one doctor's, for a doctor account). */
    blocks(scope: { tenantId: number; branchId: number; from: Date; to: Date; doctorIds: number[] }) {
      return db
        .select()
        .from(timeBlocks)
        .where(
          and(
            eq(timeBlocks.tenantId, scope.tenantId),
            lt(timeBlocks.startsAt, scope.to),
            gt(timeBlocks.endsAt, scope.from),
            scope.doctorIds.length
              ? sql`(${timeBlocks.branchId} = ${scope.branchId} and ${timeBlocks.doctorId} is null
                     or ${inArray(timeBlocks.doctorId, scope.doctorIds)})`
              : sql`(${timeBlocks.branchId} = ${scope.branchId} and ${timeBlocks.doctorId} is null)`,
          ),
        )
        .orderBy(asc(timeBlocks.startsAt));
    },
  };
}
