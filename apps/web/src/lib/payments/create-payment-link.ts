import type { ApiTarget } from '../api-client';
import { callApi } from '../call-api';

export type PaymentLinkInput = {
  /** The treatment's force_paymnent_company; "0" or empty means no hosted page. */
  company: string;
  appointmentId: string;
  customerId: string;
  treatmentId: string;
  branchId: string;
  date: string;
  start: string;
  end: string;
  /** The amount the patient was shown; sent as the specification's request has it, the server charges its own. */
  price: number;
  document?: string | undefined;
};

/** A hosted payment page for the popup, by the treatment's payment company. */
export const createPaymentLink = (target: ApiTarget, input: PaymentLinkInput) =>
  callApi(target, 'createPaymentLink', {
    params: { company: input.company },
    body: {
      date: input.date,
      start_time: input.start,
      end_time: input.end,
      treatment_id: Number(input.treatmentId),
      branch_id: Number(input.branchId),
      customer_id: Number(input.customerId),
      appointment_id: Number(input.appointmentId),
      treatment_price: input.price,
      ...(input.document ? { force_payment_document: input.document } : {}),
    },
  });
