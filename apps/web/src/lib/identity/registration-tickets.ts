/**
 * The registration ticket send_otp answered for each phone, kept in this tab's memory only: verify_otp brings it
 * back, so the customer is created with the details this tab sent. A reload forgets it (the patient registers
 * again), and a code sent without registration replaces nothing here.
 */
const tickets = new Map<string, string>();

export function keepRegistrationTicket(phone: string, ticket: string | undefined) {
  if (ticket) tickets.set(phone, ticket);
}

export const registrationTicketOf = (phone: string) => tickets.get(phone);

export function forgetRegistrationTicket(phone: string) {
  tickets.delete(phone);
}
