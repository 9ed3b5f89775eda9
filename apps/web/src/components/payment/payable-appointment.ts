import type { PaymentLinkInput } from '../../lib/payments/create-payment-link';

/** A booking the panel can take payment for: what a payment link needs, plus what the summary shows. */
export type PayableAppointment = Omit<PaymentLinkInput, 'appointmentId'> & {
  id: string;
  /** From create_appointment: card, or a hosted-frame method. */
  method: string;
  invoiceSettingId: string;
  branchName: string;
  typeName: string;
  duration: number;
  /** The treatment's price: what is paid now (`price`) is part or all of it, the rest at the clinic. */
  fullPrice: number;
  /** What is paid now; shown until the server's own amount arrives. */
  price: number;
};
