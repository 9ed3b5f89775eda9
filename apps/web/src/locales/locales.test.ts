import { describe, expect, it } from 'vitest';
import { LANGS } from '@clinic/contract/site/languages';
import { addUnitFormats } from '../lib/i18n';
import { Translator } from '../lib/translator';
import { en } from './en/index';
import { he } from './he/index';
import { ar } from './ar/index';
import { ru } from './ru/index';

const ALL = { en, he, ar, ru } as const;
const keysOf = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];
const textAt = (value: unknown, key: string): string =>
  String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], value));
/** The values a text interpolates: {{name}} and {{count, minutes}} both name one. */
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)(?:,[^}]*)?\}\}/g)].map((m) => m[1]).sort();
// The letters each language is written in; Russian is Cyrillic.
const SCRIPT = { he: /[\u0590-\u05FF]/, ar: /[\u0600-\u06FF]/, ru: /[\u0400-\u04FF]/ } as const;

describe('translations', () => {
  it('the site offers every language the contract names, each with its own texts', () => {
    expect(Object.keys(ALL).sort()).toEqual([...LANGS].sort());
  });

  for (const lang of ['he', 'ar', 'ru'] as const) {
    for (const ns of Object.keys(en) as (keyof typeof en)[]) {
      it(`${lang}/${ns} has exactly the keys of English`, () => {
        expect(keysOf(ALL[lang][ns]).sort()).toEqual(keysOf(en[ns]).sort());
      });
    }

    it(`no ${lang} text is left empty or in English, and its placeholders match English`, () => {
      const keys = keysOf(en);
      expect(keys.filter((key) => textAt(ALL[lang], key).trim() === '')).toEqual([]);
      // Short labels such as "CVC", "404", numbers and pure placeholders need no letters of the language.
      const untranslated = keys.filter((key) => {
        const text = textAt(ALL[lang], key);
        const latin = text.replace(/\{\{[^}]*\}\}/g, '').replace(/[^A-Za-z]/g, '');
        return latin.length > 3 && !SCRIPT[lang].test(text);
      });
      expect(untranslated).toEqual([]);
      const mismatched = keys.filter(
        (key) => JSON.stringify(placeholders(textAt(en, key))) !== JSON.stringify(placeholders(textAt(ALL[lang], key))),
      );
      expect(mismatched).toEqual([]);
    });
  }

  it('no English text is left empty', () => {
    expect(keysOf(en).filter((key) => textAt(en, key).trim() === '')).toEqual([]);
  });

  it('lengths take the plural forms of Arabic and Russian', async () => {
    const instance = new Translator('ru');
    instance.addTexts('ru', 't', { m: '{{count, minutes}}', y: '{{count, years}}', w: '{{count, weeks}}' });
    instance.addTexts('ar', 't', { m: '{{count, minutes}}' });
    addUnitFormats(instance);
    const t = (key: string, count: number) => instance.t(key, { count }, ['common']);
    expect([1, 3, 5, 21].map((count) => t('t:m', count))).toEqual(['1 минута', '3 минуты', '5 минут', '21 минута']);
    expect(t('t:y', 12)).toBe('12 лет');
    expect([1, 2, 5].map((count) => t('t:w', count))).toEqual(['1 неделя', '2 недели', '5 недель']);
    await instance.changeLanguage('ar');
    expect([5, 15].map((count) => t('t:m', count))).toEqual(['5 دقائق', '15 دقيقة']);
  });
});
