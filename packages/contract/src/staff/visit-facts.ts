// Without zod: the staff agenda's screens import these, and must not bring the contract's schemas with them.

/** A visit as the agenda shows it: booked, awaiting payment, paid, then what the front desk marked. */
export const VISIT_STATUSES = [
  'booked',
  'awaiting_payment',
  'paid',
  'arrived',
  'completed',
  'no_show',
  'cancelled',
] as const;

/** The longest note staff may keep on a visit. */
export const VISIT_NOTE_MAX = 500;

/** How a payment taken at the desk was made. */
export const DESK_METHODS = ['cash', 'card'] as const;
