import { memo, useEffect, useId, useMemo, useRef } from 'react';
import { type CalendarDate, type DateValue, getDayOfWeek, today } from '@internationalized/date';
import { Button, Calendar, CalendarGrid, Heading, I18nProvider, Text } from 'react-aria-components';
import { useTranslation } from '../../../lib/use-translation';
import type { TTimeSlot } from '@clinic/contract/catalog/get-available-time';
import { DAY_NAMES } from '@clinic/contract/catalog/days';
import { ChevronIcon } from '../../../components/ui/icons';
import { BOOKABLE_DAYS } from '../booking-rules';
import { intlLocale } from '../../../lib/intl-locale';
import { longDate } from '../../../lib/dates';
import { ARIA_DAY_NAMES } from '../../../lib/clinic-week';
import { groupTimes } from '../time-groups';
import type { DayStates } from '../api/get-available-days';
import { DayCell, DayLegend } from './day-cell';

// react-aria's calendar with the date library, and the day's times: loaded beside the booking screen, not before it.

/** The calendar's previous or next month button (the chevron turns with the reading direction). */
function MonthButton({ slot, label }: { slot: 'previous' | 'next'; label: string }) {
  return (
    <Button slot={slot} aria-label={label} className="rounded-full p-2 hover:bg-slate-100 disabled:opacity-30">
      <ChevronIcon className={slot === 'previous' ? 'size-5 rotate-180' : 'size-5'} />
    </Button>
  );
}

type BookingCalendarProps = {
  timeZone: string;
  /** The clinic's first day of the week (Sunday = 0), whatever the page's language. */
  firstDay: number;
  /** Days the clinic opens (English day names); none known means every day. */
  openDays: ReadonlySet<string>;
  /** The branch's first day with a free time (YYYY-MM-DD), when known. */
  firstFree: string | null;
  /** What each day holds for the treatment (free, full, closed); null when not known. */
  days: DayStates | null;
  value: CalendarDate | null;
  onChange: (date: CalendarDate) => void;
};

/**
 * The month calendar: the clinic's today and BOOKABLE_DAYS after it, in the clinic's time zone. Closed days cannot
 * be chosen; full days can (their panel offers the waitlist). Drawn again only when its own props change: a month
 * of days is much to draw.
 */
export const BookingCalendar = memo(function BookingCalendar({
  timeZone,
  firstDay,
  openDays,
  firstFree,
  days,
  value,
  onChange,
}: BookingCalendarProps) {
  const { t, i18n } = useTranslation('booking');
  const words = useMemo(
    () => ({ firstFree: t('datetime.firstAvailable'), full: t('datetime.dayFull'), closed: t('datetime.dayClosed') }),
    [t],
  );
  const isClosed = (date: DateValue) =>
    (openDays.size > 0 && !openDays.has(DAY_NAMES[getDayOfWeek(date, 'en-US')]!)) ||
    days?.[date.toString()] === 'closed';
  return (
    <I18nProvider locale={intlLocale(i18n.language)}>
      <Calendar
        aria-label={t('datetime.calendar')}
        value={value}
        onChange={onChange}
        minValue={today(timeZone)}
        maxValue={today(timeZone).add({ days: BOOKABLE_DAYS })}
        isDateUnavailable={isClosed}
        firstDayOfWeek={ARIA_DAY_NAMES[firstDay]}
        className="w-full"
      >
        <header className="mb-3 flex items-center justify-between">
          <MonthButton slot="previous" label={t('datetime.previousMonth')} />
          <Heading className="text-base font-semibold text-slate-900" />
          <MonthButton slot="next" label={t('datetime.nextMonth')} />
        </header>
        <CalendarGrid className="w-full border-separate border-spacing-1 text-center">
          {(date) => (
            <DayCell
              date={date}
              state={days?.[date.toString()]}
              firstFree={date.toString() === firstFree}
              words={words}
            />
          )}
        </CalendarGrid>
        {/* The calendar never shows an error, but react-aria looks for its element once the month is drawn and,
            finding none, draws the whole month again in the same task. */}
        <Text slot="errorMessage" hidden />
      </Calendar>
      {days && <DayLegend words={words} free={t('datetime.dayFree')} />}
    </I18nProvider>
  );
});

type TimeSlotsProps = {
  date: CalendarDate;
  /** The times a visit can start at. */
  slots: readonly TTimeSlot[];
  /** Some of the day's times are not offered: taken, past, or without room for the whole visit. */
  someHidden: boolean;
  start: string | null;
  /** The chosen time's end, when one is chosen. */
  end: string | null;
  onPick: (time: string) => void;
};

/**
 * The day's times a visit can start at, as one radio group under morning, afternoon and evening. Only the chosen
 * start is lit (one choice looks like one); the visit's span is said in words under the times. The times run in
 * the page's reading direction (right to left in Hebrew and Arabic), each time's digits left to right. The
 * browser's own radio buttons: a day holds a hundred times and more, each drawn at once, and the arrow keys move
 * through them in the reading direction and choose, as a radio group's should.
 */
export const TimeSlots = memo(function TimeSlots({ date, slots, someHidden, start, end, onPick }: TimeSlotsProps) {
  const { t, i18n } = useTranslation('booking');
  const groups = groupTimes(slots);
  const labelId = useId();
  const first = useRef<HTMLLabelElement>(null);
  // A phone shows the times below the calendar: when the day's times arrive below the screen, bring the first free
  // time up to its bottom edge (at once, not smoothly, so nothing slides under a finger about to press). Where it
  // stands is asked of the browser's next layout: measuring at once would lay out the new times in this task.
  useEffect(() => {
    const time = first.current;
    if (!time || !window.matchMedia?.('(max-width: 1023px)').matches) return;
    const observer = new IntersectionObserver(([seen]) => {
      observer.disconnect();
      if (seen && !seen.isIntersecting && seen.boundingClientRect.top > 0) time.scrollIntoView({ block: 'nearest' });
    });
    observer.observe(time);
    return () => observer.disconnect();
  }, [date]);
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-describedby={start ? 'selected-range' : undefined}
      className="flex flex-col gap-3"
    >
      <p id={labelId} className="font-semibold text-slate-900">
        {t('datetime.times', {
          date: longDate(date.toString(), i18n.language),
        })}
      </p>
      {someHidden && <p className="text-sm text-slate-600">{t('datetime.takenHidden')}</p>}
      {groups.map((group, index) => (
        <div key={group.part} role="group" aria-labelledby={`times-${group.part}`}>
          <h3 id={`times-${group.part}`} className="mb-2 text-sm font-semibold text-slate-700">
            {t(`datetime.parts.${group.part}`)}
          </h3>
          <div className="grid grid-cols-4 gap-2 sm:grid-cols-6 xl:grid-cols-8">
            {group.slots.map((slot, k) => (
              <label
                key={slot.time}
                ref={index === 0 && k === 0 ? first : undefined}
                className="relative block cursor-pointer"
              >
                <input
                  type="radio"
                  name="time"
                  value={slot.time}
                  checked={slot.time === start}
                  onChange={() => onPick(slot.time)}
                  className="peer sr-only start-1/2 top-1/2"
                />
                {/* The chip: its ring follows the radio's keyboard focus (a sibling's state, cheap to restyle). The
                    radio itself sits in its middle, so a click at the radio is a click on the chip. */}
                <span
                  dir="ltr"
                  className={`block rounded-lg border px-1 py-2 text-center text-sm font-medium tabular-nums transition peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2 ${
                    slot.time === start
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-slate-200 bg-white text-slate-800 hover:border-brand-500 hover:bg-brand-50'
                  }`}
                >
                  {slot.time}
                </span>
              </label>
            ))}
          </div>
        </div>
      ))}
      {start && end && (
        <p id="selected-range" className="rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-900">
          <SelectedSpan text={t('datetime.selected', { start, end })} start={start} end={end} />
        </p>
      )}
    </div>
  );
});

/** "Selected: 08:00-08:10" with the span kept left to right in any language (Arabic would turn its ends round). */
function SelectedSpan({ text, start, end }: { text: string; start: string; end: string }) {
  const from = text.indexOf(start);
  const to = text.lastIndexOf(end);
  if (from < 0 || to < from) return text;
  return (
    <>
      {text.slice(0, from)}
      <bdi dir="ltr">{text.slice(from, to + end.length)}</bdi>
      {text.slice(to + end.length)}
    </>
  );
}
