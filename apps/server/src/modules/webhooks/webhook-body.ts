import type { TWebhookBody, TWebhookEvent } from '@clinic/contract/webhooks/staff-webhooks';
import type { Localized } from '../../db/schema';
import { langOr, pick, toMajor } from '../../lib/localize';
import { offsetAt } from '../../lib/zoned-time';

/** What an event tells, read in the transaction of the change it is about. */
export type EventFacts = {
  clinic: { key: string; name: Localized; lang: string; timeZone: string };
  appointment: {
    id: number;
    startsAt: Date;
    endsAt: Date;
    status: string;
    attendance: string | null;
    /** The visit's count of changes as read. */
    sequence: number;
  };
  doctor: { id: number; name: Localized | null };
  treatment: { id: number; name: Localized };
  branch: { id: number; name: Localized };
  /** `erasedAt`: the patient was erased (decision 013), and no event tells their contact details again. */
  patient: { name: string | null; phone: string; erasedAt: Date | null };
  payment: { id: number; amountMinor: number; refundedMinor: number; currency: string; status: string } | null;
};

/** An instant as ISO 8601 with the zone's offset at that instant: 2026-12-08T10:00:00+02:00. */
export function isoInZone(timeZone: string, at: Date): string {
  const offset = offsetAt(timeZone, at.getTime());
  const wall = new Date(Math.floor(at.getTime() / 1000) * 1000 + offset).toISOString().slice(0, 19);
  const minutes = Math.round(Math.abs(offset) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  return `${wall}${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const statusOf = (appointment: EventFacts['appointment']): TWebhookBody['data']['status'] => {
  if (appointment.status === 'cancelled' || appointment.status === 'expired') return appointment.status;
  if (appointment.status !== 'active') return 'cancelled';
  const mark = appointment.attendance;
  return mark === 'arrived' || mark === 'completed' || mark === 'no_show' ? mark : 'booked';
};

/**
 * The body sent for an event, in the clinic's own language; the patient's name and phone only when asked for, and
 * never once the patient is erased.
 */
export function webhookBody(
  event: { id: string; type: TWebhookEvent; createdAt: Date; sequence: number },
  facts: EventFacts,
  includeContact: boolean,
): TWebhookBody {
  const lang = langOr(facts.clinic.lang);
  const zone = facts.clinic.timeZone;
  return {
    id: event.id,
    type: event.type,
    created_at: event.createdAt.toISOString(),
    clinic: { key: facts.clinic.key, name: pick(facts.clinic.name, lang) ?? facts.clinic.key },
    data: {
      appointment_id: facts.appointment.id,
      sequence: event.sequence,
      time: isoInZone(zone, facts.appointment.startsAt),
      end_time: isoInZone(zone, facts.appointment.endsAt),
      time_zone: zone,
      status: statusOf(facts.appointment),
      doctor: { id: facts.doctor.id, name: pick(facts.doctor.name, lang) ?? '' },
      treatment: { id: facts.treatment.id, name: pick(facts.treatment.name, lang) ?? '' },
      branch: { id: facts.branch.id, name: pick(facts.branch.name, lang) ?? '' },
      ...(facts.payment
        ? {
            payment: {
              id: facts.payment.id,
              amount: toMajor(facts.payment.amountMinor),
              refunded: toMajor(facts.payment.refundedMinor),
              currency: facts.payment.currency,
              status: facts.payment.status,
            },
          }
        : {}),
      ...(includeContact && !facts.patient.erasedAt
        ? { patient: { name: facts.patient.name, phone: facts.patient.phone } }
        : {}),
    },
  };
}

/**
 * A stored body rendered again without the patient's contact details (an erasure, decision 013): the rest keeps its
 * bytes and order. Answers undefined when the body carries none.
 */
export function withoutContact(body: string): string | undefined {
  const parsed = JSON.parse(body) as TWebhookBody;
  if (!parsed.data || !('patient' in parsed.data)) return undefined;
  const { patient: _patient, ...data } = parsed.data;
  return JSON.stringify({ ...parsed, data });
}
