import { describe, expect, it } from 'vitest';
import type { TTreatment } from '@clinic/contract/catalog/entities';
import { durationOf, toTreatment } from './treatment';

describe('toTreatment', () => {
  it('reads the legacy JSON-encoded lists and numeric branch ids as strings', () => {
    const raw = { id: 7, name: 'X', price: '10', branch: '[38, "39"]', images: '["/a.svg"]' } as unknown as TTreatment;
    expect(toTreatment(raw)).toMatchObject({ id: '7', branch: ['38', '39'], images: ['/a.svg'], time: 5 });
  });
  it('keeps arrays, drops empty images and treats a broken list as empty', () => {
    const raw = {
      id: 1,
      name: 'Y',
      price: 1,
      branch: 'oops',
      images: ['', '/b.svg'],
      time: 30,
    } as unknown as TTreatment;
    expect(toTreatment(raw)).toMatchObject({ branch: [], images: ['/b.svg'], time: 30 });
  });
});

describe('durationOf', () => {
  it('defaults to 5 minutes when absent or not a positive number', () => {
    expect(durationOf(undefined)).toBe(5);
    expect(durationOf(null)).toBe(5);
    expect(durationOf('')).toBe(5);
    expect(durationOf('abc')).toBe(5);
    expect(durationOf(0)).toBe(5);
    expect(durationOf('45')).toBe(45);
  });
});
