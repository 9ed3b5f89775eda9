import type { TStaffSection } from '@clinic/contract/staff/staff-sections';

/**
 * The sections the site has a screen of, in the navigation's order. Staff accounts (`staff`) are part of the
 * setup screen; a section the server lists and the site has no screen of yet is not shown.
 */
const SCREENS = [
  'agenda',
  'patients',
  'waitlist',
  'inbox',
  'failed_messages',
  'payments',
  'setup',
  'insights',
  'audit',
  'webhooks',
  'security',
] as const;
export type ScreenSection = (typeof SCREENS)[number];

/** The sections of the workspace answer (the server's one role rule) that the navigation shows. */
export function shownSections(sections: readonly TStaffSection[]): ScreenSection[] {
  return SCREENS.filter((section) => sections.includes(section));
}

/**
 * The section an address opens: one the account may open, else the agenda. An account that must still turn on
 * its second factor sees only its security.
 */
export function openedSection(
  asked: string | null,
  sections: readonly TStaffSection[],
  mustSecure = false,
): ScreenSection {
  if (mustSecure) return 'security';
  return shownSections(sections).find((section) => section === asked) ?? 'agenda';
}
