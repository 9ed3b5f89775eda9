import { describe, expect, it } from 'vitest';
import { clinicNow, clinicTimeOf } from './use-clinic-now';

describe('clinicNow', () => {
  it("gives the clinic's wall date and minute, not the browser's", () => {
    const at = new Date('2026-12-06T22:30:00Z');
    expect(clinicNow('Asia/Jerusalem', at)).toEqual({ date: '2026-12-07', minutes: 30 });
    expect(clinicNow('UTC', at)).toEqual({ date: '2026-12-06', minutes: 22 * 60 + 30 });
    expect(clinicNow('America/New_York', at)).toEqual({ date: '2026-12-06', minutes: 17 * 60 + 30 });
  });

  it("reads an instant on the clinic's clock", () => {
    expect(clinicTimeOf('Asia/Jerusalem', '2026-12-07T08:05:00.000Z')).toBe('10:05');
    expect(clinicTimeOf('UTC', '2026-12-07T08:05:00.000Z')).toBe('08:05');
  });
});
