import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/rows';
import { wallOf } from '../../src/lib/zoned-time';
import { type ModelVisit, type RunModel, expectChange, overlapsOwn } from './visit-model';
import {
  type Real,
  Step,
  ZONE,
  adoptRow,
  choose,
  dateAt,
  durationOf,
  instantOf,
  notChangeable,
  PRICE_MINOR,
  now,
  present,
  refundAll,
  refundNewestFirst,
  started,
  wallOfVisit,
} from './visit-model-step';

/**
 * The desk moves a visit to a free time of its treatment (staff free_times): keeping its doctor (`own`, refused when
 * that doctor is busy then), to a doctor free then (`chosen`), or to where it already is (`same`: changes nothing).
 */
export class StaffMove extends Step {
  constructor(
    readonly pick: number,
    readonly day: number,
    readonly timePick: number,
    readonly mode: 'same' | 'own' | 'chosen',
  ) {
    super();
  }
  check(model: Readonly<RunModel>) {
    return model.visits.length > 0;
  }
  toString() {
    return `desk moves(#${this.pick}, ${this.mode === 'same' ? 'unchanged' : `+${this.day}d #${this.timePick} ${this.mode}`})`;
  }

  protected async act(model: RunModel, real: Real) {
    const visit = choose(model, this.pick, anyVisit, (v) => notChangeable(real, v) === undefined);
    let target = { ...wallOfVisit(visit), doctors: [visit.doctorId] };
    if (this.mode !== 'same') {
      const date = dateAt(real, this.day);
      const free = await real.world.calls.staffFreeTimes(date, visit.treatment, visit.id);
      if (free.length === 0) return;
      const slot = free[this.timePick % free.length]!;
      target = { date, time: slot.time, doctors: slot.doctor_ids };
    }
    const doctorId =
      this.mode === 'own'
        ? undefined
        : this.mode === 'same'
          ? visit.doctorId
          : target.doctors[(this.pick + this.timePick) % target.doctors.length];
    const start = instantOf(target.date, target.time);
    const busy = overlapsOwn(model, visit.patient, start, start + durationOf(visit), visit.id);
    const doctorBusy = doctorId === undefined && !target.doctors.includes(visit.doctorId);
    const expected = notChangeable(real, visit) ?? (doctorBusy ? 'DOCTOR_BUSY' : busy ? 'PATIENT_BUSY' : 'OK');
    const res = await real.world.calls.staffMove(visit.id, { date: target.date, time: target.time, doctorId });
    this.answered(real, res, expected, `${this} of visit ${visit.id} to ${target.date} ${target.time}`);
    if (expected !== 'OK') return;
    const after = { ...visit };
    await adoptRow(real, after);
    if (after.startsAt === visit.startsAt && after.doctorId === visit.doctorId) return;
    expectChange(visit, 'moved', 'staff', (v) => {
      v.startsAt = after.startsAt;
      v.endsAt = after.endsAt;
      v.doctorId = after.doctorId;
    });
  }
}

/** An unpaid hold: the desk takes its payment before it marks it (VISIT_AWAITING_PAYMENT). */
const isHold = (visit: ModelVisit) => visit.status === 'active' && !visit.paid && visit.holdUntil !== null;

/**
 * The desk marks attendance: arrived on the visit's day, completed or no-show once it began, `none` undoes a mark on
 * its day. A visit of today is taken when there is one, so marks happen, not only their refusals.
 */
export class Attend extends Step {
  constructor(
    readonly pick: number,
    readonly mark: 'arrived' | 'completed' | 'no_show' | 'none',
  ) {
    super();
  }
  check(model: Readonly<RunModel>) {
    return model.visits.length > 0;
  }
  toString() {
    return `mark ${this.mark}(#${this.pick})`;
  }

  protected async act(model: RunModel, real: Real) {
    const today = wallOf(ZONE, now(real)).date;
    const visit = choose(
      model,
      this.pick,
      anyVisit,
      (v) => v.status === 'active' && (wallOfVisit(v).date === today || started(real, v)),
    );
    const onItsDay = wallOfVisit(visit).date === today;
    let expected = 'OK';
    if (visit.status === 'cancelled') expected = 'APPOINTMENT_CANCELLED';
    else if (visit.status === 'expired') expected = 'APPOINTMENT_NOT_ACTIVE';
    else if (this.mark !== 'none' && isHold(visit)) expected = 'VISIT_AWAITING_PAYMENT';
    else if (this.mark === 'none' && !onItsDay) expected = 'ATTENDANCE_DAY_OVER';
    else if (this.mark === 'arrived' && !started(real, visit) && !onItsDay) expected = 'ATTENDANCE_TOO_EARLY';
    else if ((this.mark === 'completed' || this.mark === 'no_show') && !started(real, visit)) {
      expected = 'ATTENDANCE_TOO_EARLY';
    }
    const res = await real.world.calls.attendance(visit.id, this.mark);
    this.answered(real, res, expected, `${this} of visit ${visit.id}`);
    const value = this.mark === 'none' ? null : this.mark;
    if (expected !== 'OK' || value === visit.attendance) return;
    expectChange(visit, value ?? 'attendance_cleared', 'staff', (v) => {
      v.attendance = value;
    });
  }
}

/** An owner gives money back: 1.00 of it, all of it, or all of it and cancels the visit in the same action. */
export class Refund extends Step {
  constructor(
    readonly pick: number,
    readonly how: 'part' | 'all' | 'all and cancel',
  ) {
    super();
  }
  check(model: Readonly<RunModel>) {
    return model.visits.length > 0;
  }
  toString() {
    return `refund ${this.how}(#${this.pick})`;
  }

  protected async act(model: RunModel, real: Real) {
    const visit = choose(model, this.pick, anyVisit, (v) => v.payments.some((left) => left > 0));
    const money = await real.world.calls.money(visit.id);
    this.answered(real, money, 'OK', `${this}: money of visit ${visit.id}`);
    const left = visit.payments.reduce((sum, part) => sum + part, 0);
    const said = Math.round((money.json() as { refundable: number }).refundable * 100);
    if (said !== left) throw new Error(`visit ${visit.id}: the desk shows ${said} refundable, the books ${left}`);
    const cancel = this.how === 'all and cancel';
    const amount = this.how === 'part' ? Math.min(100, left) : left;
    let expected = left === 0 ? 'NOTHING_TO_REFUND' : 'OK';
    if (cancel) expected = notChangeable(real, visit) ?? expected;
    const res = await real.world.calls.refund(visit.id, Math.max(amount, 1) / 100, cancel);
    this.answered(real, res, expected, `${this} of ${amount} from visit ${visit.id}`);
    if (expected !== 'OK') return;
    refundNewestFirst(visit, amount);
    if (cancel) {
      expectChange(visit, 'cancelled', 'staff', (v) => {
        v.status = 'cancelled';
      });
    }
  }
}

/** The desk takes 50.00 in cash for a visit: the visit is paid (a hold becomes a booking). */
export class DeskPayment extends Step {
  constructor(readonly pick: number) {
    super();
  }
  check(model: Readonly<RunModel>) {
    return model.visits.length > 0;
  }
  toString() {
    return `desk takes cash(#${this.pick})`;
  }

  protected async act(model: RunModel, real: Real) {
    // What is still due: the visit's full price less what its payments hold (an online deposit leaves the rest).
    const dueOf = (v: ModelVisit) =>
      Math.max(PRICE_MINOR[v.treatment]! - v.payments.reduce((sum, part) => sum + part, 0), 0);
    const visit = choose(model, this.pick, anyVisit, (v) => v.status === 'active' && dueOf(v) >= 5000);
    const due = dueOf(visit);
    const expected =
      visit.status !== 'active'
        ? 'APPOINTMENT_NOT_ACTIVE'
        : due === 0
          ? 'ALREADY_PAID'
          : due < 5000
            ? 'DESK_PAYMENT_ABOVE_DUE'
            : 'OK';
    const res = await real.world.calls.deskPayment(visit.id, 50);
    this.answered(real, res, expected, `${this} for visit ${visit.id}`);
    if (expected !== 'OK') return;
    visit.paidHooks += 1;
    visit.payments.push(5000);
    if (visit.paid) return;
    expectChange(visit, 'paid', 'system:payment', (v) => {
      v.paid = true;
      v.holdUntil = null;
    });
  }
}

/**
 * An owner erases a patient at the desk: their visits not yet begun are cancelled (the sweep follows those events),
 * their money goes back, and they are told nothing from then on.
 */
export class Erase extends Step {
  constructor(readonly who: number) {
    super();
  }
  check(model: Readonly<RunModel>) {
    return model.patients[this.who] !== undefined && present(model, this.who);
  }
  toString() {
    return `erase(patient ${this.who})`;
  }

  protected async act(model: RunModel, real: Real) {
    const patient = model.patients[this.who]!;
    const [newest] = rowsOf<{ id: number | null }>(
      await real.world.database.db.execute(sql`select max(id)::int as id from outbound_messages`),
    );
    const res = await real.world.calls.erase(patient.session.customerId);
    this.answered(real, res, 'OK');
    patient.erasedAfterMessage = newest?.id ?? 0;
    // The erasure scrubs the patient from every message and webhook body the clinic keeps.
    const [kept] = rowsOf<{ messages: number; deliveries: number }>(
      await real.world.database.db.execute(sql`
        select (select count(*)::int from outbound_messages
                 where tenant_id = ${real.world.tenant.id} and phone = ${patient.phone}) as messages,
               (select count(*)::int from webhook_deliveries
                 where tenant_id = ${real.world.tenant.id} and strpos(body, ${patient.phone}) > 0) as deliveries`),
    );
    if (kept!.messages + kept!.deliveries > 0) {
      throw new Error(`${this}: ${kept!.messages} messages and ${kept!.deliveries} webhooks still hold the phone`);
    }
    for (const visit of model.visits) {
      if (visit.patient !== patient || visit.status !== 'active' || started(real, visit)) continue;
      expectChange(visit, 'cancelled', 'system:erasure', (v) => {
        v.status = 'cancelled';
      });
      refundAll(visit);
    }
  }
}

const anyVisit = () => true;
