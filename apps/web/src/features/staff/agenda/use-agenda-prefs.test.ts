import { afterEach, describe, expect, it } from 'vitest';
import { readPrefs } from './use-agenda-prefs';

describe('readPrefs', () => {
  afterEach(() => localStorage.clear());

  it('keeps a stored zoom and colouring, per key', () => {
    localStorage.setItem('staff-agenda:c:1', JSON.stringify({ zoom: 15, colour: 'treatment' }));
    expect(readPrefs('staff-agenda:c:1')).toEqual({ zoom: 15, colour: 'treatment' });
    expect(readPrefs('staff-agenda:c:2')).toEqual({ zoom: 5, colour: 'status' });
  });

  it('falls back to 5 minutes a row and status colours on anything else', () => {
    localStorage.setItem('k', JSON.stringify({ zoom: 7, colour: 'rainbow' }));
    expect(readPrefs('k')).toEqual({ zoom: 5, colour: 'status' });
    localStorage.setItem('k', 'not json');
    expect(readPrefs('k')).toEqual({ zoom: 5, colour: 'status' });
  });
});
