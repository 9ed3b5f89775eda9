import { describe, expect, it } from 'vitest';
import { Translator } from './translator';

const texts = {
  en: { common: { hello: 'Hello {{name}}', nested: { deep: 'Deep' }, onlyEnglish: 'Only English' } },
  he: { common: { hello: 'שלום {{name}}', nested: { deep: 'עמוק' } }, shell: { home: 'בית' } },
};

function translator(language = 'en', load?: (language: string, namespace: string) => Promise<unknown>) {
  const instance = new Translator(language, load);
  for (const [lang, namespaces] of Object.entries(texts))
    for (const [ns, values] of Object.entries(namespaces)) instance.addTexts(lang, ns, values);
  return instance;
}

describe('Translator', () => {
  it('finds a key by its path, in the given namespace or the one its prefix names, and fills placeholders', () => {
    const t = translator('he');
    expect(t.t('nested.deep', undefined, ['common'])).toBe('עמוק');
    expect(t.t('shell:home', undefined, ['common'])).toBe('בית');
    expect(t.t('hello', { name: 'דנה' }, ['common'])).toBe('שלום דנה');
    expect(t.t('hello', {}, ['common'])).toBe('שלום {{name}}');
  });

  it('falls back to English, then to the key itself', () => {
    const t = translator('he');
    expect(t.t('onlyEnglish', undefined, ['common'])).toBe('Only English');
    expect(t.t('missing.key', undefined, ['common'])).toBe('missing.key');
  });

  it('loads a namespace once, and switches language only after what is shown is loaded in the new one', async () => {
    const asked: string[] = [];
    const t = translator('en', async (lang, ns) => {
      asked.push(`${lang}/${ns}`);
      return { hello: `Привет {{name}}` };
    });
    const changes: string[] = [];
    t.onLanguageChanged((lang) => changes.push(lang));
    const change = t.changeLanguage('ru');
    expect(t.language).toBe('en');
    await change;
    expect(t.language).toBe('ru');
    expect(asked).toEqual(['ru/common']);
    expect(changes).toEqual(['ru']);
    await Promise.all([t.loadNamespaces(['common']), t.loadNamespaces(['common'])]);
    expect(asked).toEqual(['ru/common']);
    expect(t.t('hello', { name: 'Аня' }, ['common'])).toBe('Привет Аня');
  });

  it('forgets a failed load, so the next request tries again', async () => {
    let fail = true;
    const t = translator('en', async () => {
      if (fail) throw new Error('offline');
      return { title: 'Booking' };
    });
    await expect(t.loadNamespaces('booking')).rejects.toThrow('offline');
    fail = false;
    await t.loadNamespaces('booking');
    expect(t.t('title', undefined, ['booking'])).toBe('Booking');
  });
});
