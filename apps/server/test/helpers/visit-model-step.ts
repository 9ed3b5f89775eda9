import { sql } from 'drizzle-orm';
import type fc from 'fast-check';
import { rowsOf } from '../../src/db/rows';
import { addDays, wallOf, zonedDay } from '../../src/lib/zoned-time';
import { phoneOf } from './messaging';
import { checkBooks } from './visit-model-books';
import type { ModelPatient, ModelVisit, RunModel } from './visit-model';
import { type VisitModelWorld, codeOf } from './visit-model-world';

export const ZONE = 'Asia/Jerusalem';
/** Minutes each treatment of the fixture lasts: 11 plain, 12 paid when booked online (a hold until paid). */
export const MINUTES: Record<number, number> = { 11: 30, 12: 15 };
/** Each treatment's full price (minor unit), which its visits keep whatever was paid online (12: a 100.00 deposit). */
export const PRICE_MINOR: Record<number, number> = { 11: 35_050, 12: 25_000 };
const MINUTE = 60_000;

/** The app and what the run counts: steps taken, and what each kind of answer was (to see the mix). */
export type Real = { world: VisitModelWorld; steps: { count: number; answers: Map<string, number> } };

type Answer = { statusCode: number; body: string; json: () => unknown };

/**
 * One command of the model test: it acts on the real app and on the model, then every follower of every visit of the
 * run is compared with the books and the model (checkBooks), so a disagreement is caught at the step that made it.
 */
export abstract class Step implements fc.AsyncCommand<RunModel, Real> {
  abstract check(model: Readonly<RunModel>): boolean;
  protected abstract act(model: RunModel, real: Real): Promise<void>;
  abstract toString(): string;

  async run(model: RunModel, real: Real): Promise<void> {
    await this.act(model, real);
    real.steps.count += 1;
    await refundsSettled(model, real);
    await checkBooks(real.world.database.db, real.world.tenant.id, model);
  }

  /** Fails unless the app answered what the model expects ('OK' or a refusal's code). */
  protected answered(real: Real, res: Answer, expected: string, what = this.toString()): void {
    const got = codeOf(res);
    const key = `${this.constructor.name} ${got}`;
    real.steps.answers.set(key, (real.steps.answers.get(key) ?? 0) + 1);
    if (got !== expected) {
      throw new Error(`${what}: the app answered ${got} (${res.body}), the model expected ${expected}`);
    }
  }
}

/**
 * Waits (up to 3 s) while money of the run's visits is owed back. A change that owes a refund tries it at once, but the
 * refunds sweep may have taken that payment first and still be at the provider when the answer comes.
 */
async function refundsSettled(model: RunModel, real: Real) {
  if (model.visits.length === 0) return;
  const ids = `{${model.visits.map((visit) => visit.id).join(',')}}`;
  for (let waited = 0; waited < 3_000; waited += 20) {
    const [owed] = rowsOf<{ n: number }>(
      await real.world.database.db.execute(
        sql`select count(*)::int as n from payments
             where tenant_id = ${real.world.tenant.id} and appointment_id = any(${ids}::bigint[])
               and status in ('refund_due', 'refund_pending')`,
      ),
    );
    if (owed!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Today's date on the clinic's clock, `days` on. */
export const dateAt = (real: Real, days: number) => addDays(wallOf(ZONE, real.world.clock.now().getTime()).date, days);
export const wallOfVisit = (visit: ModelVisit) => wallOf(ZONE, visit.startsAt);
export const instantOf = (date: string, time: string) =>
  zonedDay(ZONE, date).boundaryOf(Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)));
export const now = (real: Real) => real.world.clock.now().getTime();
export const started = (real: Real, visit: ModelVisit) => visit.startsAt <= now(real);
export const durationOf = (visit: ModelVisit) => MINUTES[visit.treatment]! * MINUTE;

/** Whether a visit's patient may still act (an erased patient's session is gone). */
export const patientPresent = (visit: ModelVisit) => visit.patient.erasedAfterMessage === null;

/**
 * The visit a command acts on, of those it `may` act on: most often one it `fits` (so changes happen, not only their
 * refusals), one pick in four any of them.
 */
export function choose(
  model: Readonly<RunModel>,
  pick: number,
  may: (visit: ModelVisit) => boolean,
  fits: (visit: ModelVisit) => boolean,
): ModelVisit {
  const allowed = model.visits.filter(may);
  const fitting = pick % 4 === 0 ? [] : allowed.filter(fits);
  const from = fitting.length > 0 ? fitting : allowed;
  return from[Math.floor(pick / 4) % from.length]!;
}

/** Whether the run's patient `who` may act: not made yet, or not erased. */
export const present = (model: Readonly<RunModel>, who: number) => model.patients[who]?.erasedAfterMessage == null;

/** The run's patient `who`, made when first needed: a new customer with a live session. */
export async function patientOf(model: RunModel, real: Real, who: number): Promise<ModelPatient> {
  const known = model.patients[who];
  if (known) return known;
  const session = await real.world.newPatient();
  const phone = await phoneOf(real.world.database.db, real.world.tenant.id, session.customerId);
  const made: ModelPatient = { session, phone, erasedAfterMessage: null };
  model.patients[who] = made;
  return made;
}

/** Why the books refuse a change of a visit that is no longer active, or has begun. */
export function notChangeable(real: Real, visit: ModelVisit): string | undefined {
  if (visit.status === 'cancelled') return 'APPOINTMENT_CANCELLED';
  if (visit.status === 'expired') return 'APPOINTMENT_NOT_ACTIVE';
  if (started(real, visit)) return 'APPOINTMENT_STARTED';
  return undefined;
}

/** The row's time and doctor, which the app chose (the first free doctor), taken into the model. */
export async function adoptRow(real: Real, visit: Pick<ModelVisit, 'id' | 'startsAt' | 'endsAt' | 'doctorId'>) {
  const [row] = rowsOf<{ starts_at: Date; ends_at: Date; doctor_id: number }>(
    await real.world.database.db.execute(
      sql`select starts_at, ends_at, doctor_id from appointments
           where tenant_id = ${real.world.tenant.id} and id = ${visit.id}`,
    ),
  );
  visit.startsAt = new Date(row!.starts_at).getTime();
  visit.endsAt = new Date(row!.ends_at).getTime();
  visit.doctorId = row!.doctor_id;
}

/**
 * A cancelled visit's money goes back, less the fee a patient's own cancel keeps: newest payment first, one refund
 * and one payment.refunded per payment that gives some back.
 */
export function refundAll(visit: ModelVisit, feeMinor = 0) {
  const paid = visit.payments.reduce((sum, left) => sum + left, 0);
  refundNewestFirst(visit, paid - Math.min(feeMinor, paid));
}

/** A refund of `amount` (minor unit): newest payment first, each payment's part its own refund and payment.refunded. */
export function refundNewestFirst(visit: ModelVisit, amount: number) {
  let rest = amount;
  for (let index = visit.payments.length - 1; index >= 0 && rest > 0; index--) {
    const part = Math.min(rest, visit.payments[index]!);
    if (part === 0) continue;
    visit.payments[index]! -= part;
    visit.refundHooks += 1;
    rest -= part;
  }
}
