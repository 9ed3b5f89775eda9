import { createHash } from 'node:crypto';
import type { TCreateAppointmentResponse } from '@clinic/contract/appointments/appointments';
import { hasPaymentCompany, paymentMethodOf } from '@clinic/contract/payments/payment-methods';
import { toMajor } from '../../../lib/localize';
import { wallOf } from '../../../lib/zoned-time';
import type { BookingContext } from '../../availability/availability.service';
import type { BookingInput } from './booking-input';

export type CreateAnswer = TCreateAppointmentResponse;
export type AnswerWithoutId = Omit<CreateAnswer, 'data'> & {
  data: Omit<CreateAnswer['data'], 'insert_id' | 'appointment_id' | 'id' | 'doctor_id'>;
};
/** A booking's answer as its row keeps it: the id and the doctor are the row's own (unknown until the insert). */
export type StoredAnswer = { fingerprint: string; body: AnswerWithoutId };
export const withId = (body: AnswerWithoutId, id: number, doctorId: number): CreateAnswer => ({
  ...body,
  data: { ...body.data, insert_id: id, appointment_id: id, id, doctor_id: doctorId },
});

/** What an Idempotency-Key's booking is: a retry with the same key must ask for the same one. */
export function fingerprintOf(input: BookingInput): string {
  // The member only when there is one, so keys of visits booked for the account holder keep their fingerprint.
  const canonical = JSON.stringify([
    input.branchId,
    input.treatmentId,
    input.date,
    input.startTime,
    ...(input.familyMemberId ? [input.familyMemberId] : []),
    ...(input.doctorId ? [`doctor:${input.doctorId}`] : []),
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** The payment document a treatment's payment will get at a clinic (`document_type`; the documents module answers). */
export type DocumentTypeOf = (tenantId: number, asked: string) => Promise<string>;

/**
 * create_appointment's answer for a visit of `treatment` on `input`'s day, ending at `end` (epoch ms). A visit paid
 * online names the company that takes the money (payment_gateway_id) and the clinic's billing details its document
 * is issued under (invoice_setting_id: their row is the clinic's own, decision 023). appoiment_type_price is what is
 * paid now, `paidNowMinor` (a deposit, else the price); the visit itself keeps the full price.
 */
export function bookedAnswer(
  clinic: { id: number; timeZone: string },
  input: BookingInput,
  treatment: BookingContext['treatment'],
  paidNowMinor: number,
  end: number,
): AnswerWithoutId {
  const company = treatment.forcePay && hasPaymentCompany(treatment.paymentCompany) ? treatment.paymentCompany : null;
  const endWall = wallOf(clinic.timeZone, end);
  return {
    success: 1,
    message: treatment.forcePay
      ? 'Appointment created! Please proceed with payment to confirm.'
      : 'Appointment booked successfully!',
    data: {
      payment_gateway_id: company,
      invoice_setting_id: company ? clinic.id : null,
      payment_method: treatment.forcePay ? paymentMethodOf(treatment.paymentCompany) : null,
      appoiment_type_price: toMajor(paidNowMinor),
      document_type: treatment.paymentDocument,
      date: input.date,
      start_time: input.startTime,
      end_time: endWall.date === input.date ? endWall.time : '24:00',
    },
  };
}
