import { createHash } from 'node:crypto';
import { Mutex } from 'async-mutex';
import type { TCreateAppointmentResponse, TGetAppointmentListResponse } from '@clinic/contract/appointments';
import type { TLang } from '@clinic/contract/common';
import { paymentMethodOf } from '@clinic/contract/payment-methods';
import { amountDueMinor } from '../catalog/amount-due';
import { AppError } from '../../errors';
import { pick, toMajor } from '../../lib/localize';
import type {
  AvailabilityService,
  BookingContext,
  PreparedDay,
  TenantClock,
} from '../availability/availability.service';
import type { BusyRow } from '../availability/availability.repository';
import { freeDoctors } from '../availability/slots';
import { minutesOf, wallOf, zonedDay } from '../../lib/zoned-time';
import {
  type AppointmentsRepository,
  type Booked,
  type BookingValues,
  type Executor,
  isLostRace,
  isOverlap,
  isPatientOverlap,
} from './appointments.repository';
import { type AppointmentPayments, createCancellation } from './cancellation';
import { type TenantPolicy, assertMovable, changeableAfter } from './change-rules';
import { DEFAULT_PATIENT_LIMITS, type PatientLimits, assertWithinLimits, patientBusy } from './patient-limits';

/** Minutes an unpaid forced-payment booking holds its time (the payments sweeper frees it after). */
export const DEFAULT_HOLD_MINUTES = 15;
/** Edit dialog bounds (spec 5): 06:30 to 24:00 in 5-minute steps. */
const EDIT_EARLIEST = 6 * 60 + 30;
const DAY_END = 24 * 60;

const slotTaken = () => new AppError('SLOT_TAKEN');
const isSlotTaken = (error: unknown) => error instanceof AppError && error.code === 'SLOT_TAKEN';

/** A booking that passed every rule: its start and the doctors free for all of it, least booked first. */
type Checked = { start: number; ctx: BookingContext; doctors: number[] };
/** A create_appointment call: who asks, for what, under which Idempotency-Key. */
type CreateRequest = {
  tenant: TenantClock;
  customerId: number;
  input: BookingInput;
  idempotencyKey?: string | undefined;
};
export type BookingInput = { branchId: number; treatmentId: number; date: string; startTime: string };
type CreateAnswer = TCreateAppointmentResponse;
type AnswerWithoutId = Omit<CreateAnswer, 'data'> & {
  data: Omit<CreateAnswer['data'], 'insert_id' | 'appointment_id' | 'id'>;
};
/** A booking's answer as its row keeps it: the id is the row's own (unknown until the insert). */
type StoredAnswer = { fingerprint: string; body: AnswerWithoutId };
const withId = (body: AnswerWithoutId, id: number): CreateAnswer => ({
  ...body,
  data: { ...body.data, insert_id: id, appointment_id: id, id },
});

const hasCompany = (company: string) => company !== '' && company !== '0';

/**
 * This process's turn to book on one clinic day (tenant and date): one booking at a time, the others
 * wait. Mutexes nobody holds or waits for are dropped.
 */
function bookingTurns() {
  const turns = new Map<string, Mutex>();
  return async (tenantId: number, date: string): Promise<() => void> => {
    const key = `${tenantId}/${date}`;
    let turn = turns.get(key);
    if (!turn) turns.set(key, (turn = new Mutex()));
    const release = await turn.acquire();
    return () => {
      release();
      if (!turn.isLocked()) turns.delete(key);
    };
  };
}

export function createAppointmentsService(deps: {
  repo: AppointmentsRepository;
  availability: AvailabilityService;
  payments: AppointmentPayments;
  now: () => Date;
  holdMinutes?: number;
  patientLimits?: PatientLimits;
}) {
  const { repo, availability, now } = deps;
  const holdMinutes = deps.holdMinutes ?? DEFAULT_HOLD_MINUTES;
  const limits = deps.patientLimits ?? DEFAULT_PATIENT_LIMITS;
  const turnOf = bookingTurns();
  const cancellation = createCancellation(deps);

  /** The instant a wall time means, with the checks a new booking and a move share. */
  function startInstant(tenant: TenantClock, date: string, time: string): number {
    const minutes = minutesOf(time);
    if (minutes % 5 !== 0) {
      throw new AppError('TIME_NOT_ON_STEP', { detail: 'start_time must be on a 5-minute step (for example 09:05)' });
    }
    if (minutes >= DAY_END) throw new AppError('TIME_OUT_OF_DAY', { detail: 'start_time must be before 24:00' });
    const start = zonedDay(tenant.timeZone, date).instantOf(minutes);
    if (start === null) {
      throw new AppError('TIME_SKIPPED_BY_CLOCK');
    }
    const at = now();
    if (start < at.getTime()) throw new AppError('TIME_PASSED');
    if (!availability.inWindow(tenant.timeZone, date, at)) {
      throw new AppError('OUTSIDE_BOOKING_WINDOW');
    }
    return start;
  }

  /**
   * Doctors free for the whole visit by the rules, least booked that day first. Equally booked doctors
   * come in random order, so concurrent bookings of one time spread over the doctors instead of all
   * racing for the first.
   */
  function candidates(day: PreparedDay, start: number, end: number): number[] {
    const load = (id: number) => day.busy.get(id)?.length ?? 0;
    const tieBreak = new Map<number, number>();
    const free = freeDoctors(day.model, start, end);
    for (const id of free) tieBreak.set(id, Math.random());
    return free.sort((a, b) => load(a) - load(b) || tieBreak.get(a)! - tieBreak.get(b)!);
  }

  /**
   * Books the first free doctor, with the request's key and answer, in one transaction: the patient's turn,
   * their limits, then the insert. When the exclusion constraint refuses the insert because a concurrent
   * booking took that doctor meanwhile, runs it again (it then sees the winner). Each lost race means one of
   * these doctors was taken, so after as many losses as doctors all are. Nothing booked, or refused for the
   * patient, with a key: that key's first request may have booked it, and the retry answers what it answered.
   */
  async function book(
    values: BookingValues,
    doctors: number[],
    day: string,
    replayed: () => Promise<CreateAnswer | undefined>,
  ): Promise<Booked | CreateAnswer> {
    const replayOr = async (refusal: AppError) => {
      const answer = values.idempotencyKey ? await replayed() : undefined;
      if (answer) return answer;
      throw refusal;
    };
    for (let attempt = 0; attempt <= doctors.length; attempt++) {
      try {
        const booked = await repo.db.transaction(async (tx) => {
          await repo.lockPatient(tx, values.tenantId, values.customerId);
          const open = await repo.countOpen(tx, values.tenantId, values.customerId, now());
          assertWithinLimits(open, limits, { holdsUnpaid: values.holdExpiresAt != null });
          return repo.insertFirstFree(tx, values, doctors, day);
        });
        if (booked !== null) return booked;
        break;
      } catch (error) {
        if (isOverlap(error)) continue;
        if (isLostRace(error)) break;
        if (isPatientOverlap(error)) return replayOr(patientBusy());
        if (error instanceof AppError && error.statusCode === 429) return replayOr(error);
        throw error;
      }
    }
    return replayOr(slotTaken());
  }

  /**
   * Tries each doctor in turn (moving a visit); the exclusion constraint decides who gets the time.
   * Each try is a savepoint of the caller's transaction.
   */
  async function firstThatFits<T>(
    doctors: number[],
    attempt: (doctorId: number) => Promise<T>,
    savepoints: Executor,
  ): Promise<T> {
    for (const doctorId of doctors) {
      try {
        return await savepoints.transaction(() => attempt(doctorId));
      } catch (error) {
        if (isOverlap(error)) continue;
        throw error;
      }
    }
    throw slotTaken();
  }

  function fingerprintOf(input: BookingInput): string {
    const canonical = JSON.stringify([input.branchId, input.treatmentId, input.date, input.startTime]);
    return createHash('sha256').update(canonical).digest('hex');
  }

  /** What a key's first request answered, if it booked; 400 when this request is not the same booking. */
  async function replay({
    tenant,
    customerId,
    input,
    idempotencyKey,
  }: CreateRequest): Promise<CreateAnswer | undefined> {
    const stored = await repo.findKey(tenant.id, customerId, idempotencyKey!);
    if (!stored) return undefined;
    const answer = stored.answer as StoredAnswer;
    if (answer.fingerprint !== fingerprintOf(input)) {
      throw new AppError('IDEMPOTENCY_KEY_REUSED');
    }
    return withId(answer.body, stored.id);
  }

  /** Every rule, against what this process knows: the doctors free for the whole visit, or why not. */
  async function check(r: CreateRequest): Promise<Checked | CreateAnswer> {
    const { tenant, input, idempotencyKey } = r;
    let checked: Checked & { day: PreparedDay };
    try {
      const start = startInstant(tenant, input.date, input.startTime);
      const { ctx, day } = await availability.prepareDay(tenant, {
        branchId: input.branchId,
        treatmentId: input.treatmentId,
        date: input.date,
      });
      const end = start + ctx.treatment.durationMinutes * 60_000;
      checked = { start, ctx, day, doctors: candidates(day, start, end) };
    } catch (error) {
      // A retry of a finished request answers what it answered, whatever changed since (time passed).
      // Looked up only when refused: on the way to booking, the insert finds the key's booking anyway.
      const answer = idempotencyKey ? await replay(r) : undefined;
      if (answer) return answer;
      throw error;
    }
    if (checked.doctors.length > 0) return checked;
    // Taken, maybe by this key's first request: a key is kept only with the booking it made, so a retry
    // of one finds that visit on this day.
    const answer = idempotencyKey && checked.day.keys.has(idempotencyKey) ? await replay(r) : undefined;
    if (answer) return answer;
    throw slotTaken();
  }

  /** Books a checked visit: the first of its free doctors that the database gives it. */
  async function bookChecked(r: CreateRequest, { start, ctx, doctors }: Checked): Promise<CreateAnswer> {
    const { tenant, customerId, input, idempotencyKey } = r;
    const { treatment } = ctx;
    const end = start + treatment.durationMinutes * 60_000;

    const priceMinor = amountDueMinor(treatment);
    const company = treatment.forcePay && hasCompany(treatment.paymentCompany) ? treatment.paymentCompany : null;
    const endWall = wallOf(tenant.timeZone, end);
    const answer: AnswerWithoutId = {
      success: 1,
      message: treatment.forcePay
        ? 'Appointment created! Please proceed with payment to confirm.'
        : 'Appointment booked successfully!',
      data: {
        payment_gateway_id: company,
        invoice_setting_id: company,
        payment_method: treatment.forcePay ? paymentMethodOf(treatment.paymentCompany) : null,
        appoiment_type_price: toMajor(priceMinor),
        document_type: treatment.paymentDocument,
        date: input.date,
        start_time: input.startTime,
        end_time: endWall.date === input.date ? endWall.time : '24:00',
      },
    };
    const values: BookingValues = {
      tenantId: tenant.id,
      customerId,
      branchId: input.branchId,
      treatmentId: treatment.id,
      startsAt: new Date(start),
      endsAt: new Date(end),
      priceMinor,
      holdExpiresAt: treatment.forcePay ? new Date(now().getTime() + holdMinutes * 60_000) : null,
      ...(idempotencyKey
        ? {
            idempotencyKey,
            bookingAnswer: { fingerprint: fingerprintOf(input), body: answer } satisfies StoredAnswer,
          }
        : {}),
    };
    // Taken meanwhile (by a booking of this process, already taken in, or of another one, whose
    // announcement is on its way): nothing to drop; booked: the days this process keeps take it in.
    const ended = availability.booking(tenant.id);
    let visit: { transaction: string; visit: BusyRow } | undefined;
    try {
      const booked = await book(values, doctors, input.date, () => replay(r));
      if ('success' in booked) return booked;
      visit = {
        transaction: booked.transaction,
        visit: { id: booked.id, doctorId: booked.doctorId, start, end, key: idempotencyKey ?? null },
      };
      return withId(answer, booked.id);
    } finally {
      ended(visit);
    }
  }

  return {
    /** create_appointment: re-checks everything, assigns a free doctor, stores it; 409 when taken meanwhile. */
    async create(
      tenant: TenantClock,
      customerId: number,
      input: BookingInput,
      idempotencyKey?: string,
    ): Promise<CreateAnswer> {
      const request = { tenant, customerId, input, idempotencyKey };
      const first = await check(request);
      if ('success' in first) return first;
      // This process books one visit of a clinic day at a time; the rest wait here and check again, on
      // what they wait for already taken in, instead of all racing to the database for the same doctors.
      const release = await turnOf(tenant.id, input.date);
      try {
        const checked = await check(request);
        if ('success' in checked) return checked;
        return await bookChecked(request, checked);
      } finally {
        release();
      }
    },

    /** get_appointment_booking_list: my_booking = visits that started before now, upcoming = the rest. */
    async list(
      tenant: TenantPolicy,
      customerId: number,
      bookingType: 'my_booking' | 'upcoming',
      lang: TLang,
    ): Promise<TGetAppointmentListResponse['data']> {
      const at = now();
      const rows = await repo.listForCustomer(
        tenant.id,
        customerId,
        bookingType === 'upcoming' ? 'upcoming' : 'past',
        at,
      );
      // Later than this, a patient's cancel or move is the clinic's to make.
      const changeableAfterAt = changeableAfter(at, tenant.cancelNoticeHours);
      const money = await deps.payments.moneyStates(
        tenant.id,
        rows.map((row) => row.id),
      );
      const types: TGetAppointmentListResponse['data']['types'] = {};
      const branches: TGetAppointmentListResponse['data']['branches'] = {};
      const appointments = rows.map((row) => {
        const start = wallOf(tenant.timeZone, row.startsAt.getTime());
        const end = wallOf(tenant.timeZone, row.endsAt.getTime());
        types[String(row.treatmentId)] ??= { name: pick(row.treatmentName, lang) ?? '' };
        branches[String(row.branchId)] ??= {
          branch_name: pick(row.branchName, lang) ?? '',
          address: pick(row.branchAddress, lang),
        };
        const active = row.status === 'active';
        return {
          id: row.id,
          appointments_type_id: row.treatmentId,
          date: start.date,
          start_time: start.time,
          end_time: end.date === start.date ? end.time : '24:00',
          branch: row.branchId,
          cancle_status: active ? 0 : 1,
          paid_status: row.paidStatus,
          payment_due: active && row.forcePay === true && row.paidStatus === 0 ? (1 as const) : (0 as const),
          payment_status: money.get(row.id) ?? 'unpaid',
          can_change: active && row.startsAt > changeableAfterAt ? (1 as const) : (0 as const),
        };
      });
      return { appointments, types, branches };
    },

    cancel: cancellation.cancel,

    /**
     * update_appointment: own, active, unpaid, starting later than the clinic's notice; the new time is
     * checked like a new booking.
     */
    async update(
      tenant: TenantPolicy,
      customerId: number,
      input: { appointmentId: number; date: string; startTime: string; endTime: string },
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

      const start = startInstant(tenant, input.date, input.startTime);
      const { ctx, day } = await availability.prepareDay(tenant, {
        branchId: current.branchId,
        treatmentId: current.treatmentId,
        date: input.date,
        ignoreAppointmentId: current.id,
      });
      // The visit lasts what its treatment lasts, whatever end the dialog sent.
      const end = start + ctx.treatment.durationMinutes * 60_000;
      const free = candidates(day, start, end);
      // Keep the same doctor when they are free; otherwise re-assign.
      const doctors = free.includes(current.doctorId)
        ? [current.doctorId, ...free.filter((d) => d !== current.doctorId)]
        : free;
      if (doctors.length === 0) throw slotTaken();

      try {
        await repo.db.transaction(async (tx) => {
          // Re-read under lock: a cancel, payment or another move may have happened since.
          const locked = await repo.findForUpdate(tx, tenant.id, current.id);
          await repo.lockDay(tx, tenant.id, input.date);
          assertMovable(locked, { customerId, tenant }, now());
          await firstThatFits(
            doctors,
            (doctorId) =>
              repo.move(tx, tenant.id, current.id, { doctorId, startsAt: new Date(start), endsAt: new Date(end) }),
            tx,
          );
        });
      } catch (error) {
        if (isPatientOverlap(error)) throw patientBusy();
        if (isLostRace(error) || isOverlap(error) || isSlotTaken(error)) {
          availability.forget(tenant.id);
          throw slotTaken();
        }
        throw error;
      }
      availability.forget(tenant.id);
      const endWall = wallOf(tenant.timeZone, end);
      return {
        date: input.date,
        startTime: input.startTime,
        endTime: endWall.date === input.date ? endWall.time : '24:00',
      };
    },
  };
}
export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
