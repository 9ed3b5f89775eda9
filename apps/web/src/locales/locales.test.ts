import { describe, expect, it } from 'vitest';
import { en } from './en/index';
import { he } from './he/index';

const keysOf = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

const leaves = (value: unknown): string[] =>
  typeof value === 'object' && value !== null ? Object.values(value).flatMap(leaves) : [String(value)];

describe('translations', () => {
  it('Hebrew has exactly the keys of English', () => {
    expect(keysOf(he).sort()).toEqual(keysOf(en).sort());
  });

  it('no text is left empty, and Hebrew texts are written in Hebrew', () => {
    expect(leaves(en).filter((s) => s.trim() === '')).toEqual([]);
    const untranslated = keysOf(he).filter((key, i) => {
      const text = leaves(he)[i]!;
      // Short labels such as "EN", numbers and pure placeholders need no Hebrew letters.
      return text.replace(/\{\{\w+\}\}/g, '').replace(/[^A-Za-z]/g, '').length > 3 && !/[\u0590-\u05FF]/.test(text);
    });
    expect(untranslated).toEqual([]);
  });

  it('placeholders match between the languages', () => {
    const en_ = leaves(en);
    const he_ = leaves(he);
    const mismatched = keysOf(en).filter((_, i) => {
      const names = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      return JSON.stringify(names(en_[i]!)) !== JSON.stringify(names(he_[i]!));
    });
    expect(mismatched).toEqual([]);
  });
});
