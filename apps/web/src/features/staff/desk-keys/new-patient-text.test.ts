import { describe, expect, it } from 'vitest';
import { newPatientFrom } from './new-patient-text';

describe('newPatientFrom', () => {
  it('carries typed digits into the phone, as typed', () => {
    expect(newPatientFrom(' 052-123-4567 ')).toEqual({ name: '', phone: '052-123-4567' });
    expect(newPatientFrom('+972 52 123 4567')).toEqual({ name: '', phone: '+972 52 123 4567' });
  });

  it('carries anything else into the name', () => {
    expect(newPatientFrom('Ruth Shalev')).toEqual({ name: 'Ruth Shalev', phone: '' });
  });

  it('carries nothing from a visit number', () => {
    expect(newPatientFrom('#123')).toEqual({ name: '', phone: '' });
  });
});
