import { describe, expect, it } from 'vitest';
import { en } from './en/index';
import { he } from './he/index';

const fill = (text: string, name: string) => text.replace('{{name}}', name);

/** WCAG 2.5.3: a link's accessible name starts with the words it shows, so speech users can say what they see. */
describe('card links are named by their visible words first', () => {
  for (const [lang, texts] of [
    ['en', en],
    ['he', he],
  ] as const) {
    it(lang, () => {
      const name = 'Central Clinic – Dizengoff';
      expect(fill(texts.clinics.bookLabel, name).startsWith(texts.clinics.book)).toBe(true);
      expect(fill(texts.clinics.detailsLabel, name).startsWith(texts.clinics.details)).toBe(true);
      expect(fill(texts.treatments.viewDetailsLabel, name).startsWith(texts.treatments.viewDetails)).toBe(true);
      expect(fill(texts.treatments.bookNowLabel, name).startsWith(texts.treatments.bookNow)).toBe(true);
      expect(texts.insights.csvLabel.replace('{{table}}', name).startsWith(texts.insights.csv)).toBe(true);
    });
  }
});
