/**
 * The repositories a few tests build to read or seed rows directly, where no HTTP call shows what they check (a
 * session's row, a refund's attempts, the earliest search against its own slow path). Tests reach tables only
 * through here, so a change of a table's repository is seen in one place.
 */
export { createAvailabilityRepository } from '../../src/modules/availability/availability.repository';
export { createEarliestRepository } from '../../src/modules/availability/earliest.repository';
export { createRefundsRepository } from '../../src/modules/payments/refunds.repository';
export { createSessionsRepository } from '../../src/modules/identity/sessions.repository';
export { createStaffAccountsRepository } from '../../src/modules/staff/staff-accounts.repository';
export { createStaffRepository } from '../../src/modules/staff/staff.repository';
export { createTenantsRepository } from '../../src/modules/tenants/tenants.repository';
export { createWaitlistRepository } from '../../src/modules/waitlist/waitlist.repository';
