import { AppError } from '../errors';

/** A logged-in customer's session, as the auth hook found it. */
export type CustomerSession = { sessionId: number; customerId: number; tenantId: number };

/** A cust_id sent by the client must be the session's own customer. */
export function assertOwnCustomer(session: CustomerSession, custId: number | undefined) {
  if (custId !== undefined && custId !== session.customerId) {
    throw new AppError('NOT_YOUR_APPOINTMENT');
  }
}
