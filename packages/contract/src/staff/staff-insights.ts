import { z } from 'zod';
import { defineCall } from '../core/define-call';
import { ROUTES } from '../core/routes';
import { ZLocalDate, zId } from '../core/common';

/** The longest period one insights answer covers. */
export const INSIGHTS_MAX_DAYS = 366;
/** The tables of the insights screen, each exported as CSV. */
export const INSIGHTS_TABLES = ['summary', 'doctors', 'treatments', 'weekdays'] as const;

export const ZInsightsQuery = z.object({
  from: ZLocalDate,
  to: ZLocalDate,
  /** Absent: every branch. */
  branch: zId('branch').optional(),
});
const ZInsightsCsvQuery = ZInsightsQuery.extend({ table: z.enum(INSIGHTS_TABLES).default('summary') });

/** The figures of one period; rates are fractions (0.25 is 25%), money in the clinic's currency. */
const ZPeriodFigures = z.object({
  from: ZLocalDate,
  to: ZLocalDate,
  visits: z.number().int(),
  no_shows: z.number().int(),
  /** No-shows out of the period's visits that have started; null before any has. */
  no_show_rate: z.number().nullable(),
  /** Booked minutes out of the doctors' open minutes (their hours less blocked time); null without open hours. */
  fill_rate: z.number().nullable(),
  cancellations: z.number().int(),
  /** Cancelled inside the clinic's cancellation notice before the visit. */
  late_cancellations: z.number().int(),
  /** Patients whose first visit falls in the period. */
  new_patients: z.number().int(),
  /** How many days ahead patients book, the median of the period's visits; null without visits. */
  median_days_ahead: z.number().nullable(),
  revenue: z.number(),
  refunded: z.number(),
});
export type TPeriodFigures = z.infer<typeof ZPeriodFigures>;

export const ZInsights = ZPeriodFigures.extend({
  currency: z.string(),
  /** The period of the same length just before, to compare with. */
  previous: ZPeriodFigures,
  by_doctor: z.array(
    z.object({
      doctor_id: z.number().int(),
      name: z.string(),
      visits: z.number().int(),
      no_shows: z.number().int(),
      fill_rate: z.number().nullable(),
      booked_minutes: z.number(),
      open_minutes: z.number(),
    }),
  ),
  by_treatment: z.array(
    z.object({
      treatment_id: z.number().int(),
      name: z.string(),
      visits: z.number().int(),
      revenue: z.number(),
      refunded: z.number(),
    }),
  ),
  /** Sunday is 0. */
  by_weekday: z.array(z.object({ weekday: z.number().int(), visits: z.number().int(), no_shows: z.number().int() })),
});
export type TInsights = z.infer<typeof ZInsights>;

export const staffInsightsCall = defineCall({
  ...ROUTES.staffInsights,
  summary: "How the clinic is doing in a period, beside the period before (owners only; the clinic's time zone)",
  query: ZInsightsQuery,
  response: ZInsights,
});

export const staffInsightsCsvCall = defineCall({
  ...ROUTES.staffInsightsCsv,
  summary: 'One table of the insights as a CSV file (UTF-8 with a byte-order mark; owners only)',
  query: ZInsightsCsvQuery,
  response: z.string().meta({ description: 'A header line of column names, then one line per row of the table' }),
  responseType: 'text/csv',
});

export const staffInsightsCalls = [staffInsightsCall, staffInsightsCsvCall] as const;
