import type { VisitActor } from '../../../db/column-types';
import { AppError } from '../../../errors';
import type {
  AvailabilityService,
  BookingContext,
  BusyRow,
  PreparedDay,
  TenantClock,
} from '../../availability/availability.service';
import { amountDueMinor } from '../../catalog/catalog.types';
import type { AppointmentsRepository } from '../appointments.repository';
import type { Booked, BookingValues } from './booking-writes.repository';
import { isLostRace, isOverlap, isPatientOverlap } from '../../../db/driver-errors';
import {
  type CreateAnswer,
  type DocumentTypeOf,
  type StoredAnswer,
  bookedAnswer,
  fingerprintOf,
  withId,
} from './booking-answer';
import { bookingTurns } from './booking-turns';
import { heldForOthers, isHeldTime, notHeldForOthers, timeHeld } from './held-time';
import type { PatientLimits } from '../../../settings/patient-limits.config';
import { limitRefusal, patientBusy } from './patient-limits';
import { type TimeChoice, slotTaken } from './time-choice';
import type { VisitLife } from '../life/visit-life';
import type { BookingInput } from './booking-input';

/** A person as the day's visits name them (BusyRow.person): the account holder is family member 0. */
const personOf = (customerId: number, familyMemberId: number | undefined) => `${customerId}/${familyMemberId ?? 0}`;

/** The doctor the chosen time named first, when free: the patient books whom the time step showed them. */
const preferredFirst = (free: number[], preferred: number | undefined) =>
  preferred !== undefined && free.includes(preferred) ? [preferred, ...free.filter((id) => id !== preferred)] : free;

/** A booking that passed every rule: its start and the doctors free for all of it, least booked first. */
type Checked = { start: number; ctx: BookingContext; doctors: number[] };
/** A create_appointment call: who asks, for what, under which Idempotency-Key. */
type CreateRequest = {
  tenant: TenantClock;
  customerId: number;
  input: BookingInput;
  idempotencyKey?: string | undefined;
  /** Booked by the clinic's staff: the patient pays at the clinic, so the time is not held for payment. */
  byStaff?: boolean | undefined;
  /** Who on the staff books it (their event's actor); a patient's own booking names the patient. */
  staffActor?: VisitActor | undefined;
  /** Staff's note on the visit for the doctor (staff bookings only). */
  note?: string | null | undefined;
};
/** What booking needs of the family module: that a member is the account's own (403 otherwise). */
export type FamilyMembersCheck = { assertOwn(tenantId: number, customerId: number, id: number): Promise<void> };

/** create_appointment: a new booking, checked against every rule, and the first free doctor the database gives it. */
export function createBooking(deps: {
  repo: AppointmentsRepository;
  availability: AvailabilityService;
  times: TimeChoice;
  now: () => Date;
  holdMinutes: number;
  limits: PatientLimits;
  life: VisitLife;
  family?: FamilyMembersCheck | undefined;
  documentType?: DocumentTypeOf | undefined;
}) {
  const { repo, availability, now, holdMinutes, limits, life } = deps;
  const { startInstant, candidates } = deps.times;
  const turnOf = bookingTurns();

  /**
   * Books the first free doctor, with the request's key and answer, in one call to the database: the patient's
   * turn and their limits (a patient's own booking only), then the clinic day's turn and the insert. When the
   * exclusion constraint refuses the insert because a concurrent change took that doctor meanwhile, runs it again.
   * Each lost race means one of these doctors was taken, so after as many losses as doctors all are. Nothing
   * booked, or refused for the patient, with a key: that key's first request may have booked it, and the retry
   * answers what it answered.
   */
  async function book(
    values: BookingValues,
    doctors: number[],
    day: string,
    replayed: () => Promise<CreateAnswer | undefined>,
    byStaff: boolean,
  ): Promise<Booked | CreateAnswer> {
    const replayOr = async (refusal: AppError) => {
      const answer = values.idempotencyKey ? await replayed() : undefined;
      if (answer) return answer;
      throw refusal;
    };
    // A waitlist offer holds the time for another patient (found by the trigger, or skipped by the insert).
    let held = false;
    for (let attempt = 0; attempt <= doctors.length; attempt++) {
      try {
        // The limits keep patients from hoarding time; the clinic's staff book a series of visits at will.
        const booked = byStaff
          ? await repo.insertFirstFree(repo.db, values, doctors, day)
          : await repo.insertForPatient(repo.db, values, doctors, day, { limits, now: now() });
        if (booked !== null && 'refused' in booked) return replayOr(limitRefusal(booked.refused, booked.count));
        if (booked !== null) return booked;
        held ||= await heldForOthers(repo.db, {
          tenantId: values.tenantId,
          customerId: values.customerId,
          doctorIds: doctors,
          startsAt: values.startsAt,
          endsAt: values.endsAt,
        });
        break;
      } catch (error) {
        if (isOverlap(error)) continue;
        if (isHeldTime(error)) {
          // An offer made meanwhile: the next try sees it and skips that doctor.
          held = true;
          continue;
        }
        if (isLostRace(error)) break;
        if (isPatientOverlap(error)) return replayOr(patientBusy());
        throw error;
      }
    }
    return replayOr(held ? timeHeld() : slotTaken());
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
    return withId(answer.body, stored.id, stored.doctorId);
  }

  /** Every rule, against what this process knows: the doctors free for the whole visit, or why not. */
  async function check(r: CreateRequest): Promise<Checked | CreateAnswer> {
    const { tenant, input, idempotencyKey } = r;
    let checked: Checked & { day: PreparedDay };
    try {
      const by = r.byStaff ? 'staff' : 'patient';
      const start = startInstant(tenant, input.date, input.startTime, by);
      // Held time counts as free here: which doctors an offer holds for someone else is sorted out below.
      const { ctx, day } = await availability.prepareDay(tenant, {
        heldTime: 'free',
        forPatient: by === 'patient',
        branchId: input.branchId,
        treatmentId: input.treatmentId,
        date: input.date,
      });
      // A chosen doctor who does not give this treatment here is refused as such, not as a taken time.
      if (input.doctorId && !ctx.doctors.some((d) => d.id === input.doctorId)) {
        throw new AppError('DOCTOR_NOT_AT_BRANCH');
      }
      const end = start + ctx.treatment.durationMinutes * 60_000;
      const free = candidates(day, start, end);
      const doctors = input.doctorId
        ? free.filter((id) => id === input.doctorId)
        : preferredFirst(free, input.preferredDoctorId);
      const open = notHeldForOthers(day, r.customerId, doctors, start, end);
      if (doctors.length > 0 && open.length === 0) throw timeHeld();
      checked = { start, ctx, day, doctors: open };
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
    // No doctor is free, maybe because this very person took the time meanwhile (in another tab, say): say so.
    // Read from the day this process keeps (the branch's visits), with no statement per refusal.
    const end = checked.start + checked.ctx.treatment.durationMinutes * 60_000;
    const own = checked.day.people.get(personOf(r.customerId, input.familyMemberId));
    if (own?.some((visit) => visit.start < end && visit.end > checked.start)) throw patientBusy();
    throw slotTaken();
  }

  /** Books a checked visit: the first of its free doctors that the database gives it. */
  async function bookChecked(
    r: CreateRequest,
    { start, ctx, doctors }: Checked,
    documentType: string,
  ): Promise<CreateAnswer> {
    const { tenant, customerId, input, idempotencyKey } = r;
    const { treatment } = ctx;
    const end = start + treatment.durationMinutes * 60_000;

    // The answer names what is paid now (a deposit); the visit keeps the treatment's full price (decision 005).
    const answer = bookedAnswer(
      tenant,
      input,
      { ...treatment, paymentDocument: documentType },
      amountDueMinor(treatment),
      end,
    );
    const values: BookingValues = {
      tenantId: tenant.id,
      customerId,
      familyMemberId: input.familyMemberId ?? null,
      branchId: input.branchId,
      treatmentId: treatment.id,
      startsAt: new Date(start),
      endsAt: new Date(end),
      priceMinor: treatment.priceMinor,
      bookedOnline: r.byStaff !== true,
      visitNote: r.note ?? null,
      changedBy: r.byStaff ? (r.staffActor ?? 'staff') : `patient:${customerId}`,
      holdExpiresAt:
        treatment.forcePay && !r.byStaff
          ? new Date(now().getTime() + (tenant.holdMinutes ?? holdMinutes) * 60_000)
          : null,
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
      const booked = await book(values, doctors, input.date, () => replay(r), r.byStaff === true);
      if ('success' in booked) return booked;
      visit = {
        transaction: booked.transaction,
        visit: {
          id: booked.id,
          doctorId: booked.doctorId,
          start,
          end,
          key: idempotencyKey ?? null,
          person: personOf(customerId, input.familyMemberId),
        },
      };
      return withId(answer, booked.id, booked.doctorId);
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
      options: { byStaff?: boolean; staffActor?: VisitActor; note?: string | null } = {},
    ): Promise<CreateAnswer> {
      const request = {
        tenant,
        customerId,
        input,
        idempotencyKey,
        byStaff: options.byStaff,
        staffActor: options.staffActor,
        note: options.note,
      };
      if (input.familyMemberId !== undefined) {
        if (!deps.family) throw new AppError('NOT_YOUR_FAMILY_MEMBER');
        await deps.family.assertOwn(tenant.id, customerId, input.familyMemberId);
      }
      const first = await check(request);
      if ('success' in first) return first;
      // Read before the day's turn, which only the insert needs: the turn's every statement delays the next booking.
      const { paymentDocument } = first.ctx.treatment;
      const documentType = deps.documentType ? await deps.documentType(tenant.id, paymentDocument) : paymentDocument;
      // This process books one visit of a clinic day at a time; the rest wait here and check again, on
      // what they wait for already taken in, instead of all racing to the database for the same doctors.
      const release = await turnOf(tenant.id, input.date);
      let answer: CreateAnswer;
      try {
        const checked = await check(request);
        if ('success' in checked) return checked;
        answer = await bookChecked(request, checked, documentType);
      } finally {
        release();
      }
      // The booking is committed: its followers are told now, after the day's turn is free for the next booking
      // (a replayed answer's events were followed before). Whatever this misses, the sweep follows.
      await life.followSoon(tenant.id, Number(answer.data.insert_id));
      return answer;
    },
  };
}
