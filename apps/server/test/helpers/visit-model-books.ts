import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { rowsOf } from '../../src/db/rows';
import { type LifeState, type ModelVisit, type RunModel, type Topic, hookOf, lifeOf } from './visit-model';

type Row = {
  id: number;
  state: LifeState;
  paid_status: number;
  event_sequence: number;
  starts_at: number;
  doctor_id: number;
  /** What the visit's payments still hold: paid and not given back (leftOf). */
  held_minor: number;
};
type EventRow = {
  appointment_id: number;
  id: number;
  sequence: number;
  kind: string;
  from_state: LifeState | null;
  to_state: LifeState;
  actor: string;
  followed: boolean;
};
/** An audit entry of a visit, with what its `after` says of the visit and the event it was written from. */
type AuditRow = {
  appointment_id: number;
  id: number;
  action: string;
  staff_id: number;
  event_id: number | null;
  state: string | null;
  starts_at: string | null;
  doctor_id: number | null;
};
type MessageRow = { appointment_id: number; id: number; topic: Topic };
type DeliveryRow = {
  appointment_id: number;
  id: number;
  event_type: string;
  visit_sequence: number | null;
  status: string | null;
  with_patient: boolean;
};

/** What the clinic's books and every follower hold of a run's visits, read in one statement. */
export async function readBooks(db: Db, tenantId: number, ids: number[]) {
  const list = `{${ids.join(',')}}`;
  const [found] = rowsOf<{
    rows: Row[];
    events: EventRow[];
    audits: AuditRow[];
    messages: MessageRow[];
    deliveries: DeliveryRow[];
  }>(
    await db.execute(sql`
      with visits as (select unnest(${list}::bigint[]) as id)
      select
        (select coalesce(json_agg(r), '[]') from (
          select a.id::int, visit_life_state(a.status, a.paid_status, a.hold_expires_at, a.attendance, a.confirmed_at)
                   as state, a.paid_status, a.event_sequence, extract(epoch from a.starts_at) * 1000 as starts_at,
                 a.doctor_id,
                 (select coalesce(sum(p.amount_minor - p.refunded_minor), 0)::int from payments p
                   where p.tenant_id = a.tenant_id and p.appointment_id = a.id and p.status = 'paid') as held_minor
            from appointments a join visits v on v.id = a.id where a.tenant_id = ${tenantId}) r) as rows,
        (select coalesce(json_agg(e order by e.appointment_id, e.sequence), '[]') from (
          select e.appointment_id::int, e.id::int, e.sequence, e.kind, e.from_state, e.to_state, e.actor,
                 e.followed_at is not null as followed
            from visit_events e join visits v on v.id = e.appointment_id where e.tenant_id = ${tenantId}) e) as events,
        (select coalesce(json_agg(l order by l.id), '[]') from (
          select l.target_id::int as appointment_id, l.id::int, l.action, l.staff_id::int,
                 (l.after ->> 'event_id')::int as event_id, l.after ->> 'state' as state,
                 l.after ->> 'starts_at' as starts_at, (l.after ->> 'doctor_id')::int as doctor_id
            from audit_log l join visits v on v.id = l.target_id
           where l.tenant_id = ${tenantId} and l.target_type = 'appointment') l) as audits,
        (select coalesce(json_agg(m order by m.id), '[]') from (
          select m.appointment_id::int, m.id::int, m.topic
            from outbound_messages m join visits v on v.id = m.appointment_id
           where m.tenant_id = ${tenantId} and m.kind = 'confirmation') m) as messages,
        (select coalesce(json_agg(d order by d.id), '[]') from (
          select d.appointment_id::int, d.id::int, d.event_type, d.visit_sequence,
                 d.body::jsonb -> 'data' ->> 'status' as status, (d.body::jsonb -> 'data') ? 'patient' as with_patient
            from webhook_deliveries d join visits v on v.id = d.appointment_id
           where d.tenant_id = ${tenantId}) d) as deliveries`),
  );
  const byVisit = <T extends { appointment_id: number }>(rows: T[]) => {
    const map = new Map<number, T[]>();
    for (const row of rows) map.set(row.appointment_id, [...(map.get(row.appointment_id) ?? []), row]);
    return map;
  };
  return {
    rows: new Map(found!.rows.map((row) => [row.id, row])),
    events: byVisit(found!.events),
    audits: byVisit(found!.audits),
    messages: byVisit(found!.messages),
    deliveries: byVisit(found!.deliveries),
  };
}

/** The status a webhook's body may give a visit in this state; a hold is not booked. */
const statusFits = (state: LifeState, status: string | null) =>
  state === 'held' ? status !== 'booked' : status === (state === 'confirmed' ? 'booked' : state);

/** The newest confirmation a visit may have in this state (issue 48: the patient is told what the books say). */
function newestFits(visit: ModelVisit, newest: Topic | undefined): boolean {
  if (visit.status === 'expired') return newest === 'released';
  if (visit.status === 'cancelled') return newest === 'cancelled' || newest === 'released';
  if (!visit.paid && visit.holdUntil !== null) return newest === 'held';
  return newest === 'booked' || newest === 'moved';
}

type Books = Awaited<ReturnType<typeof readBooks>>;
type Expect = (ok: boolean, what: string) => void;

/** The visit's row and life: one event per change, numbered 1..event_sequence, each from where the last ended. */
function checkLife(visit: ModelVisit, books: Books, final: boolean, expect: Expect) {
  const row = books.rows.get(visit.id)!;
  const events = books.events.get(visit.id) ?? [];
  expect(row.state === lifeOf(visit), `row is ${row.state}, the model says ${lifeOf(visit)}`);
  expect(Number(row.starts_at) === visit.startsAt, `row starts ${new Date(Number(row.starts_at)).toISOString()}`);
  expect(row.doctor_id === visit.doctorId, `row's doctor is ${row.doctor_id}, the model says ${visit.doctorId}`);
  expect(row.paid_status === (visit.paid ? 1 : 0), `row's paid_status is ${row.paid_status}`);
  const held = visit.payments.reduce((sum, left) => sum + left, 0);
  expect(row.held_minor === held, `its payments hold ${row.held_minor}, the model says ${held}`);
  expect(events.length === row.event_sequence, `${events.length} events, event_sequence ${row.event_sequence}`);
  events.forEach((event, index) => {
    expect(event.sequence === index + 1, `event ${index + 1} has sequence ${event.sequence}`);
    const before = index === 0 ? null : events[index - 1]!.to_state;
    expect(event.from_state === before, `event ${event.sequence} starts from ${event.from_state}, not ${before}`);
    // A path follows its own change before it answers; the sweep follows an erasure's (by the end of the run).
    if (event.actor !== 'system:erasure' || final) {
      expect(event.followed, `event ${event.sequence} (${event.kind} by ${event.actor}) is not followed`);
    }
  });
  expect(events.at(-1)?.to_state === row.state, `the last event ends in ${events.at(-1)?.to_state}, not ${row.state}`);
  // The visit's own patient is `patient`; a member of staff, whoever it was (`staff` or `staff:ID`), is `staff`.
  const own = `patient:${visit.patient.session.customerId}`;
  const actorOf = (actor: string) => (actor === own ? 'patient' : /^staff(:\d+)?$/.test(actor) ? 'staff' : actor);
  const told = events.map((event) => `${event.kind} by ${actorOf(event.actor)}`);
  expect(told.join() === visit.events.join(), `events [${told.join(', ')}], expected [${visit.events.join(', ')}]`);
}

/** The patient's messages: one per change that tells, the newest saying what the books say. */
function checkMessages(visit: ModelVisit, books: Books, expect: Expect) {
  const topics = (books.messages.get(visit.id) ?? []).map((message) => message.topic);
  const expected = visit.topics.join(', ');
  expect(topics.join(', ') === expected, `messages [${topics.join(', ')}], expected [${expected}]`);
  if (visit.patient.erasedAfterMessage === null) {
    expect(newestFits(visit, topics.at(-1)), `the newest message says ${topics.at(-1)} of a ${lifeOf(visit)} visit`);
  }
  const events = books.events.get(visit.id) ?? [];
  if (
    visit.patient.erasedAfterMessage === null &&
    events.some((event) => event.kind === 'paid' && event.from_state === 'held')
  ) {
    const booked = topics.filter((topic) => topic === 'booked').length;
    expect(booked === 1, `a paid hold was told booked ${booked} times`);
  }
}

/**
 * The clinic's webhooks: in the visit's order, each telling an event that tells it with the visit's state then, none
 * with the patient's contact details once they are erased.
 */
function checkWebhooks(visit: ModelVisit, books: Books, expect: Expect) {
  const events = books.events.get(visit.id) ?? [];
  const deliveries = books.deliveries.get(visit.id) ?? [];
  // An erasure's webhooks are due once the sweep has followed its events.
  if (events.every((event) => event.followed)) visit.hooks.push(...visit.sweptHooks.splice(0));
  const hooks = deliveries.filter((d) => d.event_type.startsWith('appointment.')).map((d) => d.event_type);
  expect(hooks.join() === visit.hooks.join(), `webhooks [${hooks.join(', ')}], expected [${visit.hooks.join(', ')}]`);
  const count = (type: string) => deliveries.filter((d) => d.event_type === type).length;
  expect(count('payment.paid') === visit.paidHooks, `${count('payment.paid')} payment.paid, not ${visit.paidHooks}`);
  const refunded = count('payment.refunded');
  expect(refunded === visit.refundHooks, `${refunded} payment.refunded, not ${visit.refundHooks}`);
  let last = 0;
  for (const delivery of deliveries) {
    const sequence = delivery.visit_sequence ?? -1;
    expect(sequence >= last, `delivery ${delivery.id} (${delivery.event_type}) has sequence ${sequence} after ${last}`);
    last = Math.max(last, sequence);
    if (visit.patient.erasedAfterMessage !== null) {
      expect(!delivery.with_patient, `${delivery.event_type} (${delivery.id}) names the erased patient`);
    }
    if (!delivery.event_type.startsWith('appointment.')) continue;
    const event = events.find((e) => e.sequence === sequence);
    expect(
      event !== undefined && hookOf(event.kind, event.from_state, event.to_state) === delivery.event_type,
      `${delivery.event_type} tells event ${sequence} (${event?.kind} from ${event?.from_state})`,
    );
    expect(
      !event || statusFits(event.to_state, delivery.status),
      `${delivery.event_type} says ${delivery.status} of a ${event?.to_state} visit (event ${sequence})`,
    );
  }
}

/**
 * The audit log: one entry per change a member made, in the visit's order, each written from its event (the member who
 * made it, the state it left); the entry of the visit's latest change says where and whose the visit is now.
 */
function checkAudit(visit: ModelVisit, books: Books, expect: Expect) {
  const row = books.rows.get(visit.id)!;
  const events = books.events.get(visit.id) ?? [];
  const entries = books.audits.get(visit.id) ?? [];
  const actions = entries.map((entry) => entry.action);
  expect(
    actions.join() === visit.audits.join(),
    `audit [${actions.join(', ')}], expected [${visit.audits.join(', ')}]`,
  );
  let last = 0;
  for (const entry of entries) {
    const event = events.find((e) => e.id === entry.event_id);
    if (!event) {
      expect(false, `audit entry ${entry.id} (${entry.action}) names no event of the visit (${entry.event_id})`);
      continue;
    }
    expect(event.sequence > last, `audit entry ${entry.id} tells event ${event.sequence} after event ${last}`);
    last = event.sequence;
    expect(
      event.actor === `staff:${entry.staff_id}`,
      `audit entry ${entry.id} names staff ${entry.staff_id}, not ${event.actor}`,
    );
    expect(entry.state === event.to_state, `audit entry ${entry.id} says ${entry.state}, its event ${event.to_state}`);
  }
  const newest = entries.at(-1);
  if (newest && newest.event_id === events.at(-1)?.id) {
    const at = newest.starts_at === null ? NaN : Date.parse(newest.starts_at);
    expect(at === Number(row.starts_at), `the newest audit entry says ${newest.starts_at}, the row another time`);
    expect(
      newest.doctor_id === row.doctor_id,
      `the newest audit entry names doctor ${newest.doctor_id}, the row ${row.doctor_id}`,
    );
    expect(newest.state === row.state, `the newest audit entry says ${newest.state}, the row ${row.state}`);
  }
}

/**
 * Compares one visit's books and followers with what the model expects; answers what disagrees. `final`: the run is
 * over and the sweep has had its turn, so every event must be followed.
 */
function disagreements(visit: ModelVisit, books: Books, final: boolean): string[] {
  if (!books.rows.has(visit.id)) return ['no row'];
  const wrong: string[] = [];
  const expect: Expect = (ok, what) => {
    if (!ok) wrong.push(what);
  };
  checkLife(visit, books, final, expect);
  checkMessages(visit, books, expect);
  checkWebhooks(visit, books, expect);
  checkAudit(visit, books, expect);
  return wrong;
}

/** Messages to erased patients made after their erasure. */
async function toldAfterErasure(db: Db, tenantId: number, run: RunModel): Promise<string[]> {
  const erased = run.patients.filter((patient) => patient && patient.erasedAfterMessage !== null);
  if (erased.length === 0) return [];
  const wrong: string[] = [];
  for (const patient of erased) {
    const rows = rowsOf<{ id: number; kind: string }>(
      await db.execute(sql`
        select id::int, kind from outbound_messages
         where tenant_id = ${tenantId} and customer_id = ${patient!.session.customerId}
           and id > ${patient!.erasedAfterMessage}`),
    );
    if (rows.length > 0) wrong.push(`erased patient ${patient!.session.customerId} was sent ${rows[0]!.kind}`);
  }
  return wrong;
}

/** Throws, naming every disagreement, unless the books and every follower agree with the model on the run's visits. */
export async function checkBooks(db: Db, tenantId: number, run: RunModel, final = false): Promise<void> {
  if (run.visits.length === 0) return;
  const books = await readBooks(
    db,
    tenantId,
    run.visits.map((visit) => visit.id),
  );
  const wrong: string[] = await toldAfterErasure(db, tenantId, run);
  for (const visit of run.visits) {
    const found = disagreements(visit, books, final);
    if (found.length > 0) wrong.push(`visit ${visit.id} (${visit.events.join(' → ')}): ${found.join('; ')}`);
  }
  if (wrong.length > 0) throw new Error(`the books and their followers disagree:\n  ${wrong.join('\n  ')}`);
}
