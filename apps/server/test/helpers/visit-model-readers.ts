import ICAL from 'ical.js';
import type { TAgenda } from '@clinic/contract/staff/staff-agenda';
import { type ModelVisit, type RunModel, lifeOf } from './visit-model';
import { type Real, Step, wallOfVisit } from './visit-model-step';
import { DOCTORS } from './visit-model-world';

// What others read of the visits, each checked against the model: a doctor's calendar feed, the desk's agenda, and a
// removed doctor's feeds and session.

/** An owner removes a doctor's account: its feeds end at once (404), its session too (401); no visit changes. */
export class RemoveDoctor extends Step {
  constructor(readonly pick: number) {
    super();
  }
  check(model: Readonly<RunModel>) {
    return model.visits.length > 0;
  }
  toString() {
    return `remove an account of doctor ${DOCTORS[this.pick % DOCTORS.length]}`;
  }

  protected async act(_model: RunModel, real: Real) {
    const doctorId = DOCTORS[this.pick % DOCTORS.length]!;
    const account = await real.world.newDoctorAccount(doctorId);
    const made = await account.calls.post('/api/staff/calendar_feed', { doctor_id: doctorId });
    this.answered(real, made, 'OK', `${this}: the doctor makes a feed`);
    const feed = new URL((made.json() as { url: string }).url).pathname;
    const fetchFeed = () => real.world.app.inject({ url: feed, remoteAddress: uniqueAddress() });
    if ((await fetchFeed()).statusCode !== 200) throw new Error(`${this}: the new feed does not answer`);
    this.answered(real, await real.world.calls.removeMember(account.staffId), 'OK');
    const after = await fetchFeed();
    if (after.statusCode !== 404) throw new Error(`${this}: the removed doctor's feed answers ${after.statusCode}`);
    const me = await account.calls.get('/api/staff/me');
    if (me.statusCode !== 401) throw new Error(`${this}: the removed doctor's session answers ${me.statusCode}`);
  }
}

/**
 * The calendar app of a doctor of the run's visits reads a new feed: each active visit of the run with that doctor is
 * in it at its time, with SEQUENCE its changes since booking; no other visit of the run is.
 */
export class ReadFeed extends Step {
  constructor(readonly pick: number) {
    super();
  }
  check(model: Readonly<RunModel>) {
    return model.visits.length > 0;
  }
  toString() {
    return `read a doctor's feed(#${this.pick})`;
  }

  protected async act(model: RunModel, real: Real) {
    const doctors = [...new Set(model.visits.map((visit) => visit.doctorId))].sort();
    const doctorId = doctors[this.pick % doctors.length]!;
    const url = await real.world.calls.newFeed(doctorId);
    const res = await real.world.app.inject({ url: new URL(url).pathname, remoteAddress: uniqueAddress() });
    if (res.statusCode !== 200) throw new Error(`${this}: the feed answers ${res.statusCode}`);
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    const listed = new Map(
      calendar.getAllSubcomponents('vevent').map((component) => {
        const event = new ICAL.Event(component);
        return [event.uid, { start: event.startDate.toJSDate().getTime(), sequence: event.sequence }];
      }),
    );
    const wrong: string[] = [];
    for (const visit of model.visits) {
      const entry = listed.get(`visit-${real.world.tenant.id}-${visit.id}@${real.world.tenant.key}`);
      const shown = visit.status === 'active' && visit.doctorId === doctorId;
      if (!shown) {
        if (entry) wrong.push(`visit ${visit.id} (${visit.status}, doctor ${visit.doctorId}) is in the feed`);
        continue;
      }
      if (!entry) wrong.push(`visit ${visit.id} is not in the feed`);
      else if (entry.start !== visit.startsAt || entry.sequence !== visit.events.length - 1) {
        wrong.push(`visit ${visit.id} shows ${new Date(entry.start).toISOString()} SEQUENCE ${entry.sequence}`);
      }
    }
    if (wrong.length > 0) throw new Error(`${this}: ${wrong.join('; ')}`);
  }
}

let addressCount = 0;
/** A feed fetch from an address of its own, so the per-address limit never joins the model test's fetches. */
const uniqueAddress = () => {
  addressCount += 1;
  return `198.51.${(addressCount >> 8) & 255}.${addressCount & 255}`;
};

/** The agenda's word for a visit in the model's state; undefined: not on the agenda (an expired hold). */
function agendaStatusOf(visit: ModelVisit): string | undefined {
  const state = lifeOf(visit);
  if (state === 'expired') return undefined;
  if (state === 'cancelled' || state === 'arrived' || state === 'completed' || state === 'no_show') return state;
  // Paid, unless all its money went back: then the agenda shows it booked (with the refund's mark).
  if (visit.paid) return visit.payments.every((left) => left === 0) ? 'booked' : 'paid';
  return visit.holdUntil !== null ? 'awaiting_payment' : 'booked';
}

/**
 * The desk opens the agenda of a day of the run's visits: each is in its doctor's column at its time, in the state
 * the books hold (an expired hold is gone), and an unpaid hold's time is listed as held for it.
 */
export class ReadAgenda extends Step {
  constructor(readonly pick: number) {
    super();
  }
  check(model: Readonly<RunModel>) {
    return model.visits.length > 0;
  }
  toString() {
    return `read the agenda(#${this.pick})`;
  }

  protected async act(model: RunModel, real: Real) {
    const dates = [...new Set(model.visits.map((visit) => wallOfVisit(visit).date))].sort();
    const date = dates[this.pick % dates.length]!;
    const res = await real.world.desk.get(`/api/staff/agenda?date=${date}&branch=38`);
    this.answered(real, res, 'OK', `${this} of ${date}`);
    const agenda = res.json() as TAgenda;
    const shown = new Map(
      agenda.columns.flatMap((column) =>
        column.visits.map((visit) => [visit.id, { ...visit, doctorId: column.doctor_id }] as const),
      ),
    );
    const held = new Set(agenda.held.map((hold) => hold.visit_id));
    const wrong: string[] = [];
    for (const visit of model.visits.filter((v) => wallOfVisit(v).date === date)) {
      const entry = shown.get(visit.id);
      const status = agendaStatusOf(visit);
      if (status === undefined) {
        if (entry) wrong.push(`visit ${visit.id} (expired) is on the agenda`);
      } else if (!entry) {
        wrong.push(`visit ${visit.id} (${status}) is not on the agenda`);
      } else if (
        (entry.status ?? 'booked') !== status ||
        entry.start_time !== wallOfVisit(visit).time ||
        entry.doctorId !== visit.doctorId
      ) {
        wrong.push(
          `visit ${visit.id} shows ${entry.status ?? 'booked'} at ${entry.start_time} (doctor ${entry.doctorId})`,
        );
      }
      const holds = visit.status === 'active' && !visit.paid && visit.holdUntil !== null;
      if (held.has(visit.id) !== holds) wrong.push(`visit ${visit.id}'s time is ${holds ? 'not ' : ''}shown held`);
    }
    if (wrong.length > 0) throw new Error(`${this} of ${date}: ${wrong.join('; ')}`);
  }
}
