import {
  CANCEL_FEE_MINOR,
  type ModelVisit,
  type RunModel,
  bookedVisit,
  expectChange,
  overlapsOwn,
} from './visit-model';
import {
  MINUTES,
  type Real,
  Step,
  adoptRow,
  choose,
  dateAt,
  durationOf,
  instantOf,
  notChangeable,
  now,
  patientOf,
  patientPresent,
  present,
  refundAll,
  wallOfVisit,
} from './visit-model-step';
import { DECLINED_CARD } from './visit-model-world';

const HOLD_MS = 15 * 60_000;
const limits = { upcoming: 10, unpaidHolds: 2 };

/**
 * A patient books a free time the site offers (or the desk books it for them): plain, or paid (a hold until paid);
 * with any doctor, or with the doctor chosen (decision 024), whose times the site then offers and whose visit it is.
 */
export class Book extends Step {
  constructor(
    readonly who: number,
    readonly treatment: 11 | 12,
    readonly byStaff: boolean,
    readonly day: number,
    readonly pick: number,
    readonly doctor: number | null = null,
  ) {
    super();
  }
  check(model: Readonly<RunModel>) {
    return present(model, this.who);
  }
  toString() {
    const doctor = this.doctor === null ? '' : `, doctor ${this.doctor}`;
    return `${this.byStaff ? 'desk books' : 'book'}(patient ${this.who}, ${this.treatment}, +${this.day}d, #${this.pick}${doctor})`;
  }

  protected async act(model: RunModel, real: Real) {
    const patient = await patientOf(model, real, this.who);
    const date = dateAt(real, this.day);
    const times = await real.world.calls.startTimes(date, this.treatment, this.doctor);
    if (times.length === 0) return;
    const time = times[this.pick % times.length]!;
    const start = instantOf(date, time);
    const at = now(real);
    const mine = model.visits.filter((v) => v.patient === patient && v.status === 'active');
    let expected = 'OK';
    // A patient's own booking keeps within their limits; the desk books at will.
    if (!this.byStaff && mine.filter((v) => v.startsAt >= at).length >= limits.upcoming) {
      expected = 'TOO_MANY_UPCOMING';
    } else if (
      !this.byStaff &&
      this.treatment === 12 &&
      mine.filter((v) => !v.paid && v.holdUntil !== null && v.holdUntil > at).length >= limits.unpaidHolds
    ) {
      expected = 'TOO_MANY_UNPAID';
    } else if (overlapsOwn(model, patient, start, start + MINUTES[this.treatment]! * 60_000)) {
      expected = 'PATIENT_BUSY';
    }
    const body = { date, time, treatment: this.treatment, doctor: this.doctor };
    const res = this.byStaff
      ? await real.world.calls.staffBook(patient.session, body)
      : await real.world.calls.book(patient.session, body);
    this.answered(real, res, expected, `${this} at ${date} ${time}`);
    if (expected !== 'OK') return;
    const answer = res.json() as { id?: number; data?: { id: number } };
    const visit = bookedVisit({
      id: Number(this.byStaff ? answer.id : answer.data!.id),
      patient,
      treatment: this.treatment,
      holdUntil: this.treatment === 12 && !this.byStaff ? at + HOLD_MS : null,
      startsAt: start,
      endsAt: 0,
      doctorId: 0,
      actor: this.byStaff ? 'staff' : 'patient',
    });
    await adoptRow(real, visit);
    if (this.doctor !== null && visit.doctorId !== this.doctor) {
      throw new Error(
        `${this}: visit ${visit.id} was booked with doctor ${this.doctor} but is doctor ${visit.doctorId}'s`,
      );
    }
    model.visits.push(visit);
  }
}

/** The patient pays a visit by card on the site, with a good card or one the sandbox declines. */
export class Pay extends Step {
  constructor(
    readonly pick: number,
    readonly declined: boolean,
  ) {
    super();
  }
  check(model: Readonly<RunModel>) {
    return model.visits.some(patientPresent);
  }
  toString() {
    return `${this.declined ? 'pay, declined' : 'pay'}(#${this.pick})`;
  }

  protected async act(model: RunModel, real: Real) {
    const visit = choose(model, this.pick, patientPresent, (v) => v.status === 'active' && !v.paid);
    const card = this.declined ? DECLINED_CARD : undefined;
    let expected = 'OK';
    if (visit.paid) expected = 'ALREADY_PAID';
    else if (visit.status === 'expired') expected = 'BOOKING_EXPIRED';
    else if (visit.status === 'cancelled') expected = 'BOOKING_NOT_ACTIVE';
    else if (this.declined) expected = visit.treatment === 12 ? 'PAYMENT_DECLINED_CANCELLED' : 'PAYMENT_DECLINED';
    const res = await real.world.calls.pay(visit.patient.session, visit.id, card);
    this.answered(real, res, expected, `${this} of visit ${visit.id}`);
    if (expected === 'OK') {
      const amount = (res.json() as { data: { amount: number } }).data.amount;
      expectChange(visit, 'paid', 'system:payment', (v) => {
        v.paid = true;
        v.holdUntil = null;
      });
      visit.paidHooks += 1;
      visit.payments.push(Math.round(amount * 100));
    } else if (expected === 'PAYMENT_DECLINED_CANCELLED') {
      expectChange(visit, 'cancelled', 'system:payment', (v) => {
        v.status = 'cancelled';
      });
    }
  }
}

/**
 * Time passes: past every hold of the run (16 minutes), or an hour or three, so visits begin. Each held visit that ran
 * out has its patient look at its payment, which expires the hold; the sweep may get there first: the same change.
 */
export class TimePasses extends Step {
  constructor(readonly minutes: number) {
    super();
  }
  check() {
    return true;
  }
  toString() {
    return `${this.minutes} minutes pass`;
  }

  protected async act(model: RunModel, real: Real) {
    real.world.clock.advance(this.minutes * 60_000);
    const at = now(real);
    for (const visit of model.visits) {
      if (visit.status !== 'active' || visit.paid || visit.holdUntil === null || visit.holdUntil > at) continue;
      const res = await real.world.calls.paymentStatus(visit.patient.session, visit.id);
      this.answered(real, res, 'OK');
      const status = (res.json() as { status: string }).status;
      if (status !== 'expired') throw new Error(`visit ${visit.id}: payment_status says ${status} of a lapsed hold`);
      expectChange(visit, 'expired', 'system:hold-expiry', (v) => {
        v.status = 'expired';
      });
    }
  }
}

/**
 * The patient moves a visit on the site (update_appointment) to a time the site offers, or saves it unchanged. The
 * visit keeps its doctor when free; else the patient is asked first and, with `agree`, takes the doctor offered.
 */
export class PatientMove extends Step {
  constructor(
    readonly pick: number,
    readonly day: number,
    readonly timePick: number,
    readonly same: boolean,
    readonly agree: boolean,
  ) {
    super();
  }
  check(model: Readonly<RunModel>) {
    return model.visits.some(patientPresent);
  }
  toString() {
    return `patient moves(#${this.pick}, ${this.same ? 'unchanged' : `+${this.day}d #${this.timePick}`}${this.agree ? ', agrees' : ''})`;
  }

  protected async act(model: RunModel, real: Real) {
    const visit = choose(model, this.pick, patientPresent, (v) => notChangeable(real, v) === undefined && !v.paid);
    let target = { ...wallOfVisit(visit), doctors: [visit.doctorId] };
    if (!this.same) {
      const date = dateAt(real, this.day);
      const free = await real.world.calls.staffFreeTimes(date, visit.treatment, visit.id);
      if (free.length === 0) return;
      const slot = free[this.timePick % free.length]!;
      target = { date, time: slot.time, doctors: slot.doctor_ids };
    }
    const start = instantOf(target.date, target.time);
    const busy = overlapsOwn(model, visit.patient, start, start + durationOf(visit), visit.id);
    const refusal = notChangeable(real, visit) ?? (visit.paid ? 'APPOINTMENT_PAID' : undefined);
    const ownFree = target.doctors.includes(visit.doctorId);
    const expected = refusal ?? (!ownFree ? 'DOCTOR_CHANGE_NEEDED' : busy ? 'PATIENT_BUSY' : 'OK');
    const to = { date: target.date, time: target.time };
    let res = await real.world.calls.move(visit.patient.session, visit.id, to);
    this.answered(real, res, expected, `${this} of visit ${visit.id} to ${to.date} ${to.time}`);
    if (expected === 'DOCTOR_CHANGE_NEEDED') {
      if (!this.agree) return;
      const offered = (res.json() as { params?: { doctor_id?: number } }).params?.doctor_id ?? target.doctors[0]!;
      res = await real.world.calls.move(visit.patient.session, visit.id, { ...to, doctorId: offered });
      this.answered(real, res, busy ? 'PATIENT_BUSY' : 'OK', `${this}: agreed to doctor ${offered}`);
      if (busy) return;
    } else if (expected !== 'OK') {
      return;
    }
    const before = { startsAt: visit.startsAt, doctorId: visit.doctorId };
    const after = { ...visit };
    await adoptRow(real, after);
    if (after.startsAt === before.startsAt && after.doctorId === before.doctorId) return;
    expectChange(visit, 'moved', 'patient', (v) => {
      v.startsAt = after.startsAt;
      v.endsAt = after.endsAt;
      v.doctorId = after.doctorId;
    });
  }
}

/** The patient cancels on the site, or the desk cancels with a reason; paid money goes back. */
export class Cancel extends Step {
  constructor(
    readonly pick: number,
    readonly byStaff: boolean,
  ) {
    super();
  }
  check(model: Readonly<RunModel>) {
    return model.visits.some(this.may);
  }
  private may = (visit: ModelVisit) => this.byStaff || patientPresent(visit);
  toString() {
    return `${this.byStaff ? 'desk cancels' : 'patient cancels'}(#${this.pick})`;
  }

  protected async act(model: RunModel, real: Real) {
    const visit = choose(model, this.pick, this.may, (v) => notChangeable(real, v) === undefined);
    const expected = notChangeable(real, visit) ?? 'OK';
    const res = this.byStaff
      ? await real.world.calls.staffCancel(visit.id)
      : await real.world.calls.cancel(visit.patient.session, visit.id);
    this.answered(real, res, expected, `${this} of visit ${visit.id}`);
    if (expected !== 'OK') return;
    expectChange(visit, 'cancelled', this.byStaff ? 'staff' : 'patient', (v) => {
      v.status = 'cancelled';
    });
    // The patient's own cancel keeps the treatment's fee; the desk's gives everything back.
    refundAll(visit, this.byStaff ? 0 : CANCEL_FEE_MINOR[visit.treatment]);
  }
}
