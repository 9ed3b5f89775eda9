import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@clinic/contract/core/error-codes';
import { ApiError, SERVER_NOT_READY } from '../api-client';
import { ERROR_TEXTS } from '@clinic/contract/core/error-texts/all';
import { codeText, failureMessage } from './failure-text';
import { loadErrorTexts } from './error-texts';
import { LANGUAGES, i18n } from '../i18n';

describe('error texts', () => {
  it('has a text for every server error code in every language the site offers', () => {
    for (const lang of LANGUAGES) {
      for (const code of ERROR_CODES) {
        const text = ERROR_TEXTS[lang][code];
        // Counts that take different plural forms in Arabic and Russian.
        for (const n of [1, 2, 5, 11, 21, 100]) {
          const sentence = typeof text === 'function' ? text({ seconds: n, minutes: n, count: n, hours: n }) : text;
          expect(sentence, `${lang} ${code}`).toMatch(/\S/);
          expect(sentence, `${lang} ${code}`).not.toMatch(/undefined|NaN/);
        }
      }
    }
  });
});

describe('failureMessage with a code', () => {
  beforeAll(async () => {
    await Promise.all([loadErrorTexts('en'), loadErrorTexts('he')]);
  });
  afterEach(() => i18n.changeLanguage('en'));

  it("shows the code's text in the page language, whatever language the message came in", async () => {
    const taken = new ApiError('This time is no longer available. Please choose another time.', 409, 'SLOT_TAKEN');
    await i18n.changeLanguage('he');
    expect(failureMessage(taken, 'Failed')).toBe('השעה הזו כבר אינה פנויה. יש לבחור שעה אחרת.');
    await i18n.changeLanguage('en');
    expect(failureMessage(taken, 'Failed')).toBe('This time is no longer available. Please choose another time.');
  });

  it('says a status that ends a booking in the page language', async () => {
    await i18n.changeLanguage('he');
    expect(codeText('BOOKING_EXPIRED')).toMatch(/[א-ת]/);
    await i18n.changeLanguage('en');
    expect(codeText('BOOKING_EXPIRED')).toBe('Your booking has expired. Please book again.');
  });

  it('shows Arabic and Russian texts once the language is chosen, with their plural forms', async () => {
    const late = new ApiError('…', 409, 'TOO_LATE_TO_CANCEL', { hours: 2 });
    await Promise.all([loadErrorTexts('ar'), loadErrorTexts('ru')]);
    await i18n.changeLanguage('ar');
    expect(failureMessage(late, 'Failed')).toBe('يمكن إلغاء المواعيد حتى ساعتين قبل بدئها. يرجى التواصل مع العيادة.');
    await i18n.changeLanguage('ru');
    expect(failureMessage(late, 'Failed')).toBe(
      'Отменить запись можно не позднее чем за 2 часа до приёма. Пожалуйста, свяжитесь с клиникой.',
    );
  });

  it("fills the text's values from the answer", () => {
    const limit = new ApiError('…', 429, 'TOO_MANY_UPCOMING', { count: 10 });
    expect(failureMessage(limit, 'Failed')).toBe(
      'You already have 10 upcoming appointments at this clinic. Please cancel one before booking another.',
    );
  });
});

describe('failureMessage without a code (a legacy backend)', () => {
  it("tells the server's own words when it sent some", () => {
    expect(failureMessage(new ApiError('This time is no longer available.', 409), 'Failed')).toBe(
      'This time is no longer available.',
    );
  });

  it('falls back when the answer carried no message (a proxy error page, a crash)', () => {
    expect(failureMessage(new ApiError('', 502), 'Failed to cancel appointment')).toBe('Failed to cancel appointment');
  });

  it('says that no answer came when the call got none, else the fallback', () => {
    const unanswered = new ApiError(SERVER_NOT_READY, 0);
    expect(failureMessage(unanswered, 'Failed', 'Network error. Please try again.')).toBe(
      'Network error. Please try again.',
    );
    expect(failureMessage(unanswered, 'Failed')).toBe('Failed');
  });

  it('never shows what is not an answer of the API', () => {
    expect(failureMessage(new TypeError('x is undefined'), 'Something went wrong. Please try again.')).toBe(
      'Something went wrong. Please try again.',
    );
  });
});
