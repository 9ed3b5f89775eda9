import { afterEach, describe, expect, it } from 'vitest';
import { languageFor, setLanguage } from './i18n';

afterEach(() => {
  document.cookie = 'lang=; path=/; max-age=0';
  localStorage.clear();
});

describe('the visitor language', () => {
  it('is stored and sent to the server as a cookie, so the next page comes in it', () => {
    setLanguage('ar');
    expect(localStorage.getItem('language')).toBe('ar');
    expect(document.cookie).toContain('lang=ar');
  });

  it("opens on the stored choice when the clinic offers it, else on the clinic's default, else its first", () => {
    expect(languageFor('ar', 'en', ['en', 'ar'])).toBe('ar');
    expect(languageFor('ru', 'he', ['en', 'he'])).toBe('he');
    expect(languageFor(null, 'fr', ['ru', 'en'])).toBe('ru');
  });
});
