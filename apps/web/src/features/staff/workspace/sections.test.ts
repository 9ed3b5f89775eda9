import { describe, expect, it } from 'vitest';
import { STAFF_SECTIONS } from '@clinic/contract/staff/staff-sections';
import { openedSection, shownSections } from './sections';

const doctor = ['agenda', 'patients', 'security'] as const;

describe('the sections the workspace shows', () => {
  it('keeps the ones the site has a screen of, in the workspace order', () => {
    expect(shownSections(STAFF_SECTIONS)).toEqual([
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
    ]);
    expect(shownSections(['security', 'agenda'])).toEqual(['agenda', 'security']);
  });

  it('opens the asked section only when the answer lists it', () => {
    expect(openedSection('patients', doctor)).toBe('patients');
    expect(openedSection('payments', doctor)).toBe('agenda');
    expect(openedSection('nonsense', doctor)).toBe('agenda');
    expect(openedSection('insights', doctor)).toBe('agenda');
    expect(openedSection(null, doctor)).toBe('agenda');
  });

  it('opens only security while a required second factor is off', () => {
    expect(openedSection('patients', doctor, true)).toBe('security');
  });
});
