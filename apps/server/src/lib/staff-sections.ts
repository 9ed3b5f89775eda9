import type { TStaffRole } from '@clinic/contract/staff/staff';
import { STAFF_SECTIONS, type TStaffSection } from '@clinic/contract/staff/staff-sections';
import { AppError } from '../errors';
import type { StaffSession } from './staff-session';

/**
 * The one rule of who opens what (docs/decisions/008-staff-identity.md): owners every section; reception the day,
 * the waitlist, the inbox, failed WhatsApp messages and the payments (the desk takes money; only owners refund);
 * doctors their day and their patients.
 * Every account opens its own security (login and second factor).
 */
const SECTIONS_OF: Record<TStaffRole, readonly TStaffSection[]> = {
  owner: STAFF_SECTIONS,
  reception: ['agenda', 'patients', 'waitlist', 'inbox', 'failed_messages', 'payments', 'security'],
  doctor: ['agenda', 'patients', 'security'],
};

/** The sections this role may open, in the workspace's order. */
export const sectionsOf = (role: TStaffRole): TStaffSection[] => [...SECTIONS_OF[role]];

/** Refuses a staff member whose role may not open this section. */
export function assertSection(staff: StaffSession, section: TStaffSection) {
  if (!SECTIONS_OF[staff.role].includes(section)) throw new AppError('STAFF_FORBIDDEN');
}
