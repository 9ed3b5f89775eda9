import { z } from 'zod';
import { ZLocalTime, ZTrimmed } from '../core/common';
import { minutesOf } from '../core/wall-time';

/** Text the clinic keeps per language, as the settings calls answer it. */
export const ZTexts = z.object({
  en: z.string().optional(),
  he: z.string().optional(),
  ar: z.string().optional(),
  ru: z.string().optional(),
});

/**
 * Text as an owner writes it: a string, in the clinic's default language (its other languages are kept), or an
 * object of languages, which replaces them all.
 */
export const zTextsInput = (label: string, max: number) =>
  z.union([
    ZTrimmed(label, max),
    z
      .strictObject({
        en: ZTrimmed(label, max).optional(),
        he: ZTrimmed(label, max).optional(),
        ar: ZTrimmed(label, max).optional(),
        ru: ZTrimmed(label, max).optional(),
      })
      .refine((t) => Object.values(t).some((text) => text !== undefined), {
        error: `${label} needs a text in at least one language`,
      }),
  ]);
export type TTextsInput = z.input<ReturnType<typeof zTextsInput>>;

/** A day of the week: 0 is Sunday, 6 Saturday. */
export const ZWeekday = z
  .number({ error: 'day must be a number from 0 (Sunday) to 6 (Saturday)' })
  .int({ error: 'day must be a number from 0 (Sunday) to 6 (Saturday)' })
  .min(0, { error: 'day must be a number from 0 (Sunday) to 6 (Saturday)' })
  .max(6, { error: 'day must be a number from 0 (Sunday) to 6 (Saturday)' });

export const ZWeeklyRange = z.object({ day: ZWeekday, start: ZLocalTime, end: ZLocalTime });
export type TWeeklyRange = z.infer<typeof ZWeeklyRange>;

type RangeIssues = Pick<z.RefinementCtx, 'addIssue'>;

/**
 * Each range ends after it starts, and no two ranges of one day overlap (END_BEFORE_START, HOURS_OVERLAP, at
 * the range's field). Ranges that touch (12:00-14:00, 14:00-17:00) are fine.
 */
export function checkWeeklyRanges(ranges: readonly TWeeklyRange[], ctx: RangeIssues) {
  ranges.forEach((range, index) => {
    if (minutesOf(range.end) <= minutesOf(range.start)) {
      ctx.addIssue({
        code: 'custom',
        message: 'end must be after start',
        path: [index, 'end'],
        params: { errorCode: 'END_BEFORE_START' },
      });
    }
  });
  ranges.forEach((range, index) => {
    const overlaps = ranges.some(
      (other, before) =>
        before < index &&
        other.day === range.day &&
        minutesOf(other.start) < minutesOf(range.end) &&
        minutesOf(range.start) < minutesOf(other.end),
    );
    if (overlaps) {
      ctx.addIssue({
        code: 'custom',
        message: 'overlaps another range of the same day',
        path: [index],
        params: { errorCode: 'HOURS_OVERLAP' },
      });
    }
  });
}

/** A week of opening hours: several ranges a day allowed, none overlapping. */
export const ZWeeklyHours = z.array(ZWeeklyRange).max(100).superRefine(checkWeeklyRanges);

/** Money in the clinic's currency, major units with at most two decimals. */
export const ZPrice = z
  .number({ error: 'price must be a number' })
  .nonnegative({ error: 'price cannot be negative' })
  .max(1_000_000, { error: 'price is too large' })
  .multipleOf(0.01, { error: 'price has at most 2 decimals' });

/** A visit's length: 5 to 600 minutes in steps of 5 (DURATION_INVALID). */
export const ZDurationMinutes = z.number({ error: 'duration_minutes must be a number' }).superRefine((value, ctx) => {
  if (!Number.isInteger(value) || value < 5 || value > 600 || value % 5 !== 0) {
    ctx.addIssue({
      code: 'custom',
      message: 'duration_minutes must be 5 to 600 minutes, in steps of 5',
      params: { errorCode: 'DURATION_INVALID' },
    });
  }
});

/** Ids of other records of the clinic, each at most once. */
export const zIdList = (label: string) =>
  z
    .array(
      z
        .number({ error: `${label} holds ids` })
        .int({ error: `${label} holds ids` })
        .positive()
        .max(2_147_483_647),
    )
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, { error: `${label} lists an id twice` });
