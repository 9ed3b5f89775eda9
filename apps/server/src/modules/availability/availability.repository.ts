import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, branches, doctors, treatments } from '../../db/schema';

export type AvailabilityBranch = Pick<typeof branches.$inferSelect, 'id' | 'schedule'>;
export type AvailabilityTreatment = typeof treatments.$inferSelect;
export type AvailabilityDoctor = Pick<typeof doctors.$inferSelect, 'id' | 'workingHours' | 'blocks'>;
export type BusyRow = { id: number; doctorId: number; startsAt: Date; endsAt: Date };

/**
 * What availability reads: a fixed number of queries per request whatever the number of doctors,
 * appointments or days asked.
 */
export function createAvailabilityRepository(db: Db) {
  return {
    async findBranch(tenantId: number, branchId: number): Promise<AvailabilityBranch | undefined> {
      const [row] = await db
        .select({ id: branches.id, schedule: branches.schedule })
        .from(branches)
        .where(and(eq(branches.tenantId, tenantId), eq(branches.id, branchId)));
      return row;
    },

    async findTreatment(tenantId: number, treatmentId: number): Promise<AvailabilityTreatment | undefined> {
      const [row] = await db
        .select()
        .from(treatments)
        .where(and(eq(treatments.tenantId, tenantId), eq(treatments.id, treatmentId)));
      return row;
    },

    /** Bookable doctors (status "1") with working hours at the branch. */
    doctorsAtBranch(tenantId: number, branchId: number): Promise<AvailabilityDoctor[]> {
      return db
        .select({ id: doctors.id, workingHours: doctors.workingHours, blocks: doctors.blocks })
        .from(doctors)
        .where(
          and(
            eq(doctors.tenantId, tenantId),
            eq(doctors.status, '1'),
            sql`${doctors.workingHours} @> ${JSON.stringify([{ branchId }])}::jsonb`,
          ),
        )
        .orderBy(doctors.id);
    },

    /**
     * Time taken from the branch's doctors between two instants, at any branch: exactly the rows the
     * exclusion constraint weighs (status active), so what is shown free is what an insert can take.
     * Unpaid holds stay busy until the payments hold sweeper expires them. The range test is the
     * constraint's own expression, so its GiST index answers it.
     */
    busyOfBranchDoctors(tenantId: number, branchId: number, from: Date, to: Date): Promise<BusyRow[]> {
      return db
        .select({
          id: appointments.id,
          doctorId: appointments.doctorId,
          startsAt: appointments.startsAt,
          endsAt: appointments.endsAt,
        })
        .from(appointments)
        .where(
          and(
            eq(appointments.tenantId, tenantId),
            eq(appointments.status, 'active'),
            sql`${appointments.doctorId} in (select ${doctors.id} from ${doctors} where ${doctors.tenantId} = ${tenantId} and ${doctors.status} = '1' and ${doctors.workingHours} @> ${JSON.stringify([{ branchId }])}::jsonb)`,
            sql`tstzrange(${appointments.startsAt}, ${appointments.endsAt}, '[)') && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`,
          ),
        );
    },
  };
}
export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
