import { and, eq, gte, inArray, isNull, like, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, customers, doctors, payments, timeBlocks, treatments, waitlistEntries } from '../../db/schema';
import { addDays, wallOf, zonedDay } from '../../lib/zoned-time';
import { createStaffRepository } from '../../modules/staff/staff.repository';
import type { TenantRow } from '../../db/tenant-row';
import { demoBlockReason, demoNames, demoPhone } from './demo-names';
import { demoPatientNote, demoVisitNote } from './demo-notes';
import { planDemoWeek } from './plan';

/** The demo clinics' keys: the clinics the demo files make. */
export const DEMO_CLINIC_KEYS = ['central-clinic', 'shalom-clinic', 'user'] as const;

/** Visits the demo week made carry this before their idempotency key: how a start tells they are there. */
const DEMO_KEY = 'demo-week:';
const MINUTE = 60_000;

export type DemoWeekOutcome = 'laid' | 'present' | 'not-demo';

/**
 * Lays a living week around `now` in a demo clinic (seed/demo-week/plan.ts) when its coming 7 days hold no demo
 * visit. Nothing in production (`demo` false) or in a clinic the demo files did not make. A visit that would
 * overlap one already there (the clinic's own, or an earlier week's) is left out by the database's constraints.
 */
export async function layDemoWeek(
  db: Db,
  tenant: TenantRow,
  options: { demo: boolean; now: Date },
): Promise<DemoWeekOutcome> {
  if (!options.demo || !(DEMO_CLINIC_KEYS as readonly string[]).includes(tenant.key)) return 'not-demo';
  const zone = tenant.timeZone;
  const today = wallOf(zone, options.now.getTime()).date;
  const instant = (date: string, minutes: number) => new Date(zonedDay(zone, date).boundaryOf(minutes));

  const [present] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.tenantId, tenant.id),
        like(appointments.idempotencyKey, `${DEMO_KEY}%`),
        gte(appointments.startsAt, instant(today, 0)),
        lt(appointments.startsAt, instant(addDays(today, 7), 0)),
      ),
    )
    .limit(1);
  if (present) return 'present';

  const doctorRows = await db
    .select({ id: doctors.id, workingHours: doctors.workingHours })
    .from(doctors)
    .where(and(eq(doctors.tenantId, tenant.id), eq(doctors.status, '1')));
  const treatmentRows = await db
    .select({
      id: treatments.id,
      durationMinutes: treatments.durationMinutes,
      priceMinor: treatments.priceMinor,
      branchIds: treatments.branchIds,
      doctorIds: treatments.doctorIds,
    })
    .from(treatments)
    .where(and(eq(treatments.tenantId, tenant.id), isNull(treatments.archivedAt)));
  const names = demoNames(tenant.lang);
  const plan = planDemoWeek({
    clinicKey: tenant.key,
    today,
    doctors: doctorRows,
    treatments: treatmentRows,
    patients: names.length,
  });
  const owner = await createStaffRepository(db).findAccountByEmail(tenant.id, `owner@${tenant.key}.example`);

  await db.transaction(async (tx) => {
    const phones = names.map((_, i) => demoPhone(zone, i));
    await tx
      .insert(customers)
      .values(
        names.map((name, i) => ({
          tenantId: tenant.id,
          phone: phones[i]!,
          name,
          staffNotes: demoPatientNote(tenant.lang, i),
        })),
      )
      .onConflictDoNothing();
    const rows = await tx
      .select({ id: customers.id, phone: customers.phone })
      .from(customers)
      .where(and(eq(customers.tenantId, tenant.id), inArray(customers.phone, phones)));
    const patientId = (index: number) => rows.find((r) => r.phone === phones[index])!.id;

    for (const [n, visit] of plan.visits.entries()) {
      const startsAt = instant(visit.date, visit.start);
      const [row] = await tx
        .insert(appointments)
        .values({
          tenantId: tenant.id,
          customerId: patientId(visit.patient),
          branchId: visit.branchId,
          treatmentId: visit.treatmentId,
          doctorId: visit.doctorId,
          startsAt,
          endsAt: new Date(startsAt.getTime() + visit.minutes * MINUTE),
          priceMinor: visit.priceMinor,
          paidStatus: visit.paid ? 1 : 0,
          bookedOnline: visit.online,
          visitNote: demoVisitNote(tenant.lang, n, visit.online),
          changedBy: 'system:seed-demo',
          attendance: visit.attendance,
          attendanceAt: visit.attendance ? new Date(startsAt.getTime() + visit.minutes * MINUTE) : null,
          idempotencyKey: `${DEMO_KEY}${today}:${n}`,
          createdAt: instant(addDays(visit.date, -7), 9 * 60),
        })
        // An overlap (doctor or patient) with a visit already there: this one is left out.
        .onConflictDoNothing()
        .returning({ id: appointments.id });
      if (row && visit.paid) {
        await tx.insert(payments).values({
          tenantId: tenant.id,
          appointmentId: row.id,
          provider: 'sandbox',
          status: 'paid',
          amountMinor: visit.priceMinor,
          currency: tenant.currency,
          cardBrand: 'visa',
          cardLast4: '4242',
          providerRef: `${DEMO_KEY}${today}:${n}`,
        });
      }
    }
    if (plan.block) {
      await tx.insert(timeBlocks).values({
        tenantId: tenant.id,
        branchId: plan.block.branchId,
        doctorId: plan.block.doctorId,
        startsAt: instant(plan.block.date, plan.block.start),
        endsAt: instant(plan.block.date, plan.block.end),
        reason: demoBlockReason(tenant.lang),
        createdBy: owner?.id ?? 0,
      });
    }
    if (plan.waitlist) {
      await tx.insert(waitlistEntries).values({
        tenantId: tenant.id,
        customerId: patientId(plan.waitlist.patient),
        branchId: plan.waitlist.branchId,
        treatmentId: plan.waitlist.treatmentId,
        dateFrom: plan.waitlist.dateFrom,
        dateUntil: plan.waitlist.dateUntil,
        createdAt: options.now,
      });
    }
  });
  return 'laid';
}
