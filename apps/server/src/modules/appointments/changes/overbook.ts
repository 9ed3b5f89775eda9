import type { VisitActor } from '../../../db/column-types';
import { AppError } from '../../../errors';
import { isPatientOverlap } from '../../../db/driver-errors';
import type { AvailabilityService, BookingContext } from '../../availability/availability.service';
import type { AppointmentRow, AppointmentsRepository } from '../appointments.repository';
import type { FamilyMembersCheck } from '../booking/booking';
import { type TenantPolicy, assertStaffChangeable, type StaffMove } from './change-rules';
import { isHeldTime, timeHeld } from '../booking/held-time';
import { patientBusy } from '../booking/patient-limits';
import type { TimeChoice } from '../booking/time-choice';
import type { VisitLife } from '../life/visit-life';

/** Where and when staff squeeze a visit in: always with a chosen doctor. */
type OverbookInput = {
  branchId: number;
  treatmentId: number;
  doctorId: number;
  date: string;
  startTime: string;
  familyMemberId?: number | undefined;
  /** Staff's note on the visit for the doctor. */
  note?: string | null | undefined;
};

/**
 * Overbooking (decision 018): staff squeeze a visit in on purpose at a taken time, in blocked time or outside the
 * doctor's hours. What still holds: a time to come on the 5-minute step inside the staff's window, a branch,
 * treatment and doctor of this clinic that go together, the patient's own other visits (PATIENT_BUSY) and time a
 * waitlist offer holds for another patient (TIME_HELD). Written under the clinic day's turn, like any booking.
 */
export function createOverbooking(deps: {
  repo: AppointmentsRepository;
  availability: AvailabilityService;
  times: TimeChoice;
  now: () => Date;
  life: VisitLife;
  family?: FamilyMembersCheck | undefined;
}) {
  const { repo, availability, now, life } = deps;

  /** The instant range of the visit, checked like any staff booking; the doctor must give the treatment there. */
  async function placeOf(
    tenant: TenantPolicy,
    q: { branchId: number; treatmentId: number; doctorId: number; date: string; startTime: string },
  ): Promise<{ start: number; end: number; ctx: BookingContext }> {
    const start = deps.times.startInstant(tenant, q.date, q.startTime, 'staff');
    const { ctx } = await availability.prepareDay(tenant, {
      branchId: q.branchId,
      treatmentId: q.treatmentId,
      date: q.date,
      heldTime: 'free',
    });
    if (!ctx.doctors.some((doctor) => doctor.id === q.doctorId)) throw new AppError('DOCTOR_NOT_AT_BRANCH');
    return { start, end: start + ctx.treatment.durationMinutes * 60_000, ctx };
  }

  /** The database's refusals an overbook still meets, as the site says them. */
  function refusalOf(error: unknown): unknown {
    if (isPatientOverlap(error)) return patientBusy();
    if (isHeldTime(error)) return timeHeld();
    return error;
  }

  return {
    /** Books an overbooked visit for a patient; answers its id. */
    async book(
      tenant: TenantPolicy,
      customerId: number,
      input: OverbookInput,
      actor: VisitActor = 'staff',
    ): Promise<number> {
      if (input.familyMemberId !== undefined) {
        if (!deps.family) throw new AppError('NOT_YOUR_FAMILY_MEMBER');
        await deps.family.assertOwn(tenant.id, customerId, input.familyMemberId);
      }
      const { start, end, ctx } = await placeOf(tenant, input);
      try {
        const id = await repo.db.transaction(async (tx) => {
          await repo.lockDay(tx, tenant.id, input.date);
          const id = await repo.insertOverbook(tx, {
            tenantId: tenant.id,
            customerId,
            familyMemberId: input.familyMemberId ?? null,
            branchId: input.branchId,
            treatmentId: ctx.treatment.id,
            doctorId: input.doctorId,
            startsAt: new Date(start),
            endsAt: new Date(end),
            priceMinor: ctx.treatment.priceMinor,
            bookedOnline: false,
            holdExpiresAt: null,
            visitNote: input.note ?? null,
            changedBy: actor,
          });
          await life.follow(tx, tenant.id, id);
          return id;
        });
        return id;
      } catch (error) {
        throw refusalOf(error);
      } finally {
        availability.forget(tenant.id);
      }
    },

    /** Moves a visit to a time as an overbook, with its own doctor unless another is chosen; answers it as it was. */
    async move(tenant: TenantPolicy, input: StaffMove, actor: VisitActor = 'staff'): Promise<AppointmentRow> {
      const current = await repo.find(tenant.id, input.appointmentId);
      assertStaffChangeable(current, now());
      const doctorId = input.doctorId ?? current.doctorId;
      const { start, end } = await placeOf(tenant, {
        branchId: current.branchId,
        treatmentId: current.treatmentId,
        doctorId,
        date: input.date,
        startTime: input.startTime,
      });
      try {
        await repo.db.transaction(async (tx) => {
          await repo.lockDay(tx, tenant.id, input.date);
          assertStaffChangeable(await repo.findForUpdate(tx, tenant.id, current.id), now());
          const values = { doctorId, startsAt: new Date(start), endsAt: new Date(end), overbook: true };
          await repo.move(tx, tenant.id, current.id, values, actor);
          await life.follow(tx, tenant.id, current.id);
        });
      } catch (error) {
        throw refusalOf(error);
      } finally {
        availability.forget(tenant.id);
      }
      return current;
    },
  };
}
