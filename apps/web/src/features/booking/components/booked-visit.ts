import type { TCreatedAppointment } from '@clinic/contract/appointments/appointments';
import type { PayableAppointment } from '../../../components/payment/payable-appointment';
import type { Treatment } from '../../../lib/catalog/treatment';
import { amountDue, priceSplit } from '../../../lib/treatment-price';
import type { BookedAppointment } from './confirmation-step';

type Booking = {
  item: Treatment;
  customerId: string;
  branch: string;
  branchName: string;
  branchAddress: string | null | undefined;
  date: string;
  start: string;
  end: string;
  /** Writes an amount in the clinic's currency, for the confirmation's price lines. */
  formatPrice: (value: number) => string;
  phone: string | null;
  timeZone: string;
  /** The family member the visit is for; null: the patient themself. */
  forMember: number | null;
  /** The doctor who will see the patient, as the booking's answer names them; null when unknown. */
  doctorName: string | null;
};

/** What the confirmation shows of a booking the server made, and what its payment step needs. */
export function bookedVisitOf(
  data: TCreatedAppointment,
  b: Booking,
): { booked: BookedAppointment; payable: PayableAppointment } {
  const { item } = b;
  const split = priceSplit(item);
  const id = String(data.insert_id ?? data.appointment_id ?? data.id ?? '');
  return {
    booked: {
      id,
      treatmentName: item.name,
      branchName: b.branchName,
      branchAddress: b.branchAddress,
      date: b.date,
      start: b.start,
      end: b.end,
      duration: item.time,
      price: b.formatPrice(split.price),
      paidOnline: split.online > 0 ? b.formatPrice(split.online) : null,
      atClinic: split.atClinic > 0 ? b.formatPrice(split.atClinic) : null,
      phone: b.phone,
      timeZone: b.timeZone,
      forMember: b.forMember,
      doctorName: b.doctorName,
      checkInCode: data.check_in_code ?? null,
    },
    payable: {
      id,
      customerId: b.customerId,
      treatmentId: item.id,
      branchId: b.branch,
      date: b.date,
      start: b.start,
      end: b.end,
      company: String(data.payment_gateway_id ?? item.force_paymnent_company ?? ''),
      method: data.payment_method ?? 'card',
      invoiceSettingId: String(data.invoice_setting_id ?? ''),
      document: data.document_type ?? item.force_payment_document ?? undefined,
      branchName: b.branchName,
      typeName: item.name,
      duration: item.time,
      fullPrice: split.price,
      // What is paid now: the server's amount due (a deposit), else the treatment's by the same rule.
      price: Number(data.appoiment_type_price ?? amountDue(item)),
    },
  };
}
