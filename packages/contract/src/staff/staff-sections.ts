import { z } from 'zod';

/** The parts of the staff workspace; the workspace answer lists those the account's role may open. */
export const STAFF_SECTIONS = [
  'agenda',
  'patients',
  'waitlist',
  'inbox',
  'failed_messages',
  'payments',
  'setup',
  'staff',
  'insights',
  'audit',
  'webhooks',
  'security',
] as const;
export const ZStaffSection = z.enum(STAFF_SECTIONS);
export type TStaffSection = z.infer<typeof ZStaffSection>;
