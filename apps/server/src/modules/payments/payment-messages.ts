/** The English texts of a payment's answers (the site shows its own text by status or error code). */
export const MESSAGES = {
  paid: 'Payment completed successfully! Your appointment is confirmed.',
  pending: 'Complete the payment in the payment window.',
} as const;

/** payment_status of a visit whose money is going back, or went back. */
export const REFUND_MESSAGES = {
  refund_pending: 'This appointment no longer holds its time; the payment is being refunded.',
  refunded: 'This appointment no longer holds its time; the payment was refunded.',
  refund_failed: 'The refund of this payment could not be completed. Please contact the clinic.',
} as const;
