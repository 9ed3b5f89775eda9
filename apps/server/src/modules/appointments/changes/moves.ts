import type { VisitActor } from '../../../db/column-types';
import type { TLang } from '@clinic/contract/core/common';
import { AppError } from '../../../errors';
import { pick } from '../../../lib/localize';
import { minutesOf, wallOf } from '../../../lib/zoned-time';
import type { AvailabilityService } from '../../availability/availability.service';
import { type AppointmentRow, type AppointmentsRepository, type Executor } from '../appointments.repository';
import { isLostRace, isOverlap, isPatientOverlap } from '../../../db/driver-errors';
import { type TenantPolicy, assertMovable, assertStaffChangeable, type StaffMove } from './change-rules';
import { patientBusy } from '../booking/patient-limits';
import { isHeldTime, notHeldForOthers, timeHeld } from '../booking/held-time';
import { DAY_END, type TimeChoice, isSlotTaken, slotTaken } from '../booking/time-choice';
import type { VisitLife } from '../life/visit-life';

/** Edit dialog bounds (spec 5): 06:30 to 24:00 in 5-minute steps. */
const EDIT_EARLIEST = 6 * 60 + 30;

/** update_appointment: a patient moves an own visit to another free time, checked like a new booking. */
export function createMoves(deps: {
  repo: AppointmentsRepository;
  availability: AvailabilityService;
  times: TimeChoice;
  now: () => Date;
  life: VisitLife;
}) {
  const { repo, availability, now } = deps;
  const { startInstant, candidates } = deps.times;

  /**
   * Tries each doctor in turn (moving a visit); the exclusion constraint decides who gets the time.
   * Each try is a savepoint of the caller's transaction.
   */
  async function firstThatFits<T>(
    doctors: number[],
    attempt: (doctorId: number) => Promise<T>,
    savepoints: Executor,
  ): Promise<T> {
    let held = false;
    for (const doctorId of doctors) {
      try {
        return await savepoints.transaction(() => attempt(doctorId));
      } catch (error) {
        if (isOverlap(error)) continue;
        // An offer made meanwhile holds it (the appointments' trigger refused): the next doctor may be free.
        if (isHeldTime(error)) {
          held = true;
          continue;
        }
        throw error;
      }
    }
    throw held ? timeHeld() : slotTaken();
  }

  /**
   * Moves `current` to a start on a date, to the first of `doctors` the database gives it, under the clinic
   * day's turn; `recheck` re-asserts the caller's rules on the row locked.
   */
  async function moveTo(
    tenant: TenantPolicy,
    current: AppointmentRow,
    target: { date: string; start: number; end: number; doctors: number[]; actor: VisitActor },
    recheck: (locked: AppointmentRow | undefined) => void,
  ) {
    if (target.doctors.length === 0) throw slotTaken();
    try {
      await repo.db.transaction(async (tx) => {
        // The day's turn first, then the row (the order a block takes them in, so the two never deadlock);
        // re-read under lock: a cancel, payment or another move may have happened since.
        await repo.lockDay(tx, tenant.id, target.date);
        const locked = await repo.findForUpdate(tx, tenant.id, current.id);
        recheck(locked);
        await firstThatFits(
          target.doctors,
          (doctorId) =>
            repo.move(
              tx,
              tenant.id,
              current.id,
              {
                doctorId,
                startsAt: new Date(target.start),
                endsAt: new Date(target.end),
              },
              target.actor,
            ),
          tx,
        );
        await deps.life.follow(tx, tenant.id, current.id);
      });
    } catch (error) {
      if (isPatientOverlap(error)) throw patientBusy();
      if (error instanceof AppError && error.code === 'TIME_HELD') {
        availability.forget(tenant.id);
        throw error;
      }
      if (isLostRace(error) || isOverlap(error) || isSlotTaken(error)) {
        availability.forget(tenant.id);
        throw slotTaken();
      }
      throw error;
    }
    availability.forget(tenant.id);
  }

  /**
   * The doctor a patient's move takes: the visit's own when free then; another only the one the patient agreed to.
   * Otherwise the patient is asked first (DOCTOR_CHANGE_NEEDED, naming a doctor free then), never moved silently.
   */
  async function patientDoctors(
    tenant: TenantPolicy,
    current: AppointmentRow,
    free: number[],
    choice: { agreedDoctorId?: number | undefined; lang: TLang },
  ): Promise<number[]> {
    if (choice.agreedDoctorId !== undefined) return free.filter((id) => id === choice.agreedDoctorId);
    if (free.includes(current.doctorId)) return [current.doctorId];
    const other = free[0];
    if (other === undefined) return [];
    const name = pick(await repo.doctorName(tenant.id, other), choice.lang);
    throw new AppError('DOCTOR_CHANGE_NEEDED', { params: { doctor_id: other, ...(name ? { doctor: name } : {}) } });
  }

  /** The doctors free for `current` at a new start, its own doctor first when free. */
  async function freeFor(
    tenant: TenantPolicy,
    current: AppointmentRow,
    move: { date: string; startTime: string; by: 'patient' | 'staff' },
  ) {
    const { date, startTime, by } = move;
    const start = startInstant(tenant, date, startTime, by);
    const { ctx, day } = await availability.prepareDay(tenant, {
      heldTime: 'free',
      forPatient: by === 'patient',
      branchId: current.branchId,
      treatmentId: current.treatmentId,
      date,
      ignoreAppointmentId: current.id,
    });
    // The visit lasts what its treatment lasts, whatever end a dialog sent.
    const end = start + ctx.treatment.durationMinutes * 60_000;
    const candidatesFree = candidates(day, start, end);
    // Time a waitlist offer holds for another patient is not theirs to move into.
    const free = notHeldForOthers(day, current.customerId, candidatesFree, start, end);
    if (candidatesFree.length > 0 && free.length === 0) throw timeHeld();
    const doctors = free.includes(current.doctorId)
      ? [current.doctorId, ...free.filter((d) => d !== current.doctorId)]
      : free;
    return { start, end, doctors };
  }

  return {
    /**
     * Staff move any active visit that has not started, to a free time of the same treatment and branch, with
     * the doctor they choose, or its own (409 DOCTOR_BUSY when only other doctors are free then).
     */
    async moveByStaff(tenant: TenantPolicy, input: StaffMove, actor: VisitActor = 'staff'): Promise<AppointmentRow> {
      const current = await repo.find(tenant.id, input.appointmentId);
      assertStaffChangeable(current, now());
      const { start, end, doctors } = await freeFor(tenant, current, { ...input, by: 'staff' });
      // Without a doctor the visit keeps its own: a move never hands a patient to another doctor unasked.
      const doctorId = input.doctorId ?? current.doctorId;
      const chosen = doctors.filter((d) => d === doctorId);
      if (input.doctorId === undefined && chosen.length === 0 && doctors.length > 0) {
        throw new AppError('DOCTOR_BUSY');
      }
      await moveTo(tenant, current, { date: input.date, start, end, doctors: chosen, actor }, (locked) =>
        assertStaffChangeable(locked, now()),
      );
      return current;
    },

    /**
     * update_appointment: own, active, unpaid, starting later than the clinic's notice; the new time is
     * checked like a new booking.
     */
    async update(
      tenant: TenantPolicy,
      customerId: number,
      input: {
        appointmentId: number;
        date: string;
        startTime: string;
        endTime: string;
        /** The other doctor the patient agreed to see, when the visit's own is not free then. */
        doctorId?: number | undefined;
        lang: TLang;
      },
    ): Promise<{ date: string; startTime: string; endTime: string }> {
      const startMinutes = minutesOf(input.startTime);
      const endMinutes = minutesOf(input.endTime);
      if (startMinutes % 5 !== 0 || endMinutes % 5 !== 0) {
        throw new AppError('TIME_NOT_ON_STEP');
      }
      if (startMinutes < EDIT_EARLIEST || endMinutes > DAY_END) throw new AppError('TIME_OUT_OF_DAY');
      if (endMinutes <= startMinutes) throw new AppError('END_BEFORE_START');

      const current = await repo.find(tenant.id, input.appointmentId);
      assertMovable(current, { customerId, tenant }, now());

      const { start, end, doctors: free } = await freeFor(tenant, current, { ...input, by: 'patient' });
      const doctors = await patientDoctors(tenant, current, free, { agreedDoctorId: input.doctorId, lang: input.lang });
      await moveTo(
        tenant,
        current,
        { date: input.date, start, end, doctors, actor: `patient:${customerId}` },
        (locked) => assertMovable(locked, { customerId, tenant }, now()),
      );
      const endWall = wallOf(tenant.timeZone, end);
      return {
        date: input.date,
        startTime: input.startTime,
        endTime: endWall.date === input.date ? endWall.time : '24:00',
      };
    },
  };
}
