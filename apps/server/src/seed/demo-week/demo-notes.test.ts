import { describe, expect, it } from 'vitest';
import { demoPatientNote, demoVisitNote } from './demo-notes';

describe('demo notes', () => {
  it('gives a few patients notes, in the clinic language, English for a language it lacks', () => {
    const notes = Array.from({ length: 12 }, (_, i) => demoPatientNote('he', i));
    expect(notes.filter(Boolean)).toHaveLength(3);
    expect(notes[1]).toBe('אלרגיה לפניצילין.');
    expect(demoPatientNote('fr', 1)).toBe('Allergic to penicillin.');
  });

  it('gives a note only to visits the desk booked, every third one', () => {
    expect(demoVisitNote('en', 0, false)).toBe('Pain lower left molar');
    expect(demoVisitNote('en', 3, false)).toBe('Bleeding gums when brushing');
    expect(demoVisitNote('en', 3, true)).toBeNull();
    expect(demoVisitNote('ru', 4, false)).toBeNull();
  });
});
