import { startTransition, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { CalendarDate } from '@internationalized/date';
import { useTranslation } from '../../../lib/use-translation';
import type { Clinic } from '../../../lib/catalog/get-clinics';
import { endTimeOf, startingTimes } from '../booking-rules';
import type { AvailabilityQuery } from '../availability-query';
import type { OfferedTime } from '../use-offered-time';
import { useDayTimes } from '../use-day-times';
import { useTimeChoice } from '../use-time-choice';
import { useClinicWeek } from '../../../lib/tenant/use-clinic-week';
import { intlLocale } from '../../../lib/intl-locale';
import { openDays } from '../../../lib/opening-hours/open-days';
import { ClinicZoneNote, FirstFreeDayNote } from './clinic-time-notes';
import { FieldRefusal } from './field-refusal';
import { JoinWaitlist } from './join-waitlist';

// The calendar's code (react-aria and the date library, some 40 KB) loads once this screen has painted, so that
// it does not hold the screen up; the card keeps the calendar's size meanwhile, so nothing moves when it appears.
const loadPickers = () => import('./date-time-pickers');
type Pickers = Awaited<ReturnType<typeof loadPickers>>;

export type DateTimeStepProps = {
  branch: string;
  clinic: Clinic | undefined;
  treatmentId: string;
  /** The chosen doctor, whose times are shown; null: any doctor's. */
  doctor: string | null;
  /** The chosen doctor's name (null: any doctor): a day where nothing fits offers the waitlist for them. */
  doctorName: string | null;
  duration: number;
  timeZone: string;
  date: CalendarDate | null;
  onDateChange: (date: CalendarDate) => void;
  start: string | null;
  onStartChange: (start: string | null) => void;
  /** The doctor the chosen time names for a visit of any doctor (null: none). */
  onNamed?: (doctor: number | null) => void;
  /** The time a waitlist offer's link names: held for its patient, who may not have logged in yet. */
  offered: OfferedTime | null;
  /** The branch's first day with a free time (the day the calendar opens on), when known. */
  firstFree: string | null;
  /** That day is still being asked for: the calendar waits, so that it opens on that day's month. */
  waitingForFirstFree: boolean;
  /** The server's refusal of the chosen time, said beside the times. */
  refusal: string | null;
};

export function DateTimeStep(props: DateTimeStepProps) {
  const { t } = useTranslation('booking');
  const { firstDay } = useClinicWeek();
  const pickers = usePickers();
  const { clinic, duration, onDateChange, onStartChange } = props;
  const openDaysSet = useMemo(() => new Set((clinic?.schedule ?? []).map((s) => s.day_name)), [clinic]);
  const dateText = props.date?.toString() ?? null;
  const query: AvailabilityQuery = useMemo(
    () => ({ branch: props.branch, treatmentId: props.treatmentId, doctor: props.doctor }),
    [props.branch, props.treatmentId, props.doctor],
  );
  const availability = useDayTimes({ query, date: dateText, duration, offered: props.offered });
  // Drawn from a background render only, never from the quick one that follows an answer from the server; it
  // waits for the days' states too, so that no day changes its look once drawn.
  const showCalendar = useDeferredValue(pickers !== null && !props.waitingForFirstFree && !availability.daysPending);
  // The day's times are drawn in the background (a render React splits and pauses for the patient's input), not
  // in one long task when they arrive; until then the times of another day are never shown for this one.
  const arrived = useMemo(
    () => (availability.slots ? { date: dateText, slots: availability.slots } : null),
    [dateText, availability.slots],
  );
  const deferred = useDeferredValue(arrived);
  const shown = deferred?.date === dateText ? deferred.slots : undefined;
  // Only the times a whole visit can start at are offered.
  const times = useMemo(() => shown && startingTimes(shown, duration), [shown, duration]);

  const pick = useTimeChoice({
    date: dateText,
    slots: availability.slots,
    refresh: availability.refresh,
    duration,
    onStartChange,
    ...(props.onNamed ? { onNamed: props.onNamed } : {}),
  });
  const changeDate = useCallback(
    (day: CalendarDate) => {
      onDateChange(day);
      onStartChange(null);
    },
    [onDateChange, onStartChange],
  );

  return (
    <section aria-labelledby="datetime-heading" className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
      <h2 id="datetime-heading" className="sr-only">
        {t('datetime.heading')}
      </h2>
      <div className="flex flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        {/* Room for a month of six weeks and the days' key, so the calendar's arrival and a change of month move
            nothing below it. */}
        <div className="min-h-[23rem]">
          {showCalendar && pickers ? (
            <pickers.BookingCalendar
              timeZone={props.timeZone}
              firstDay={firstDay}
              openDays={openDaysSet}
              firstFree={props.firstFree}
              days={availability.days}
              value={props.date}
              onChange={changeDate}
            />
          ) : (
            <p className="sr-only">{t('datetime.loadingCalendar')}</p>
          )}
        </div>
        {props.firstFree && <FirstFreeDayNote date={props.firstFree} />}
        {props.clinic && <OpenDaysNote clinic={props.clinic} firstDay={firstDay} />}
      </div>

      <div className="min-h-64 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        {props.refusal && <FieldRefusal id="time-refusal" text={props.refusal} className="mb-3" />}
        {!props.date ? (
          props.waitingForFirstFree ? (
            <SlotsLoading text={t('datetime.loading')} />
          ) : (
            <p className="py-16 text-center text-slate-600">{t('datetime.noDate')}</p>
          )
        ) : availability.isError ? (
          <div role="alert" className="py-12 text-center">
            <p className="font-semibold text-red-800">{t('datetime.loadFailed')}</p>
            <button
              type="button"
              onClick={() => void availability.refetch()}
              className="mt-4 rounded-full bg-brand-700 px-5 py-2 font-semibold text-white"
            >
              {t('common:tryAgain')}
            </button>
          </div>
        ) : !shown || !times || !pickers ? (
          <SlotsLoading text={t('datetime.loading')} />
        ) : times.length === 0 ? (
          <div role="status" className="py-12 text-center">
            <p className="font-semibold text-slate-800">{t('datetime.noSlots')}</p>
            <p className="mt-1 text-slate-600">{t('datetime.noSlotsHint')}</p>
            {dateText ? (
              <JoinWaitlist
                key={`${dateText}/${query.doctor}`}
                query={query}
                date={dateText}
                doctorName={props.doctorName}
              />
            ) : null}
          </div>
        ) : (
          <pickers.TimeSlots
            date={props.date}
            slots={times}
            someHidden={times.length < shown.length}
            start={props.start}
            end={props.start ? endTimeOf(props.start, props.duration) : null}
            onPick={pick}
          />
        )}
        <ClinicZoneNote timeZone={props.timeZone} />
      </div>
    </section>
  );
}

/** Which days the chosen branch opens, from its weekly hours ("… is open Sunday to Friday"); nothing if unknown. */
function OpenDaysNote({ clinic, firstDay }: { clinic: Clinic; firstDay: number }) {
  const { t, i18n } = useTranslation('booking');
  const days = openDays(clinic.schedule, intlLocale(i18n.language), firstDay);
  if (!days) return null;
  const text =
    days.kind === 'range'
      ? t('datetime.openFromTo', { branch: clinic.name, from: days.from, to: days.to })
      : days.kind === 'list'
        ? t('datetime.openOn', { branch: clinic.name, days: days.days })
        : t('datetime.openEveryDay', { branch: clinic.name });
  return <p className="mt-auto pt-3 text-sm text-slate-600">{text}</p>;
}

/**
 * The calendar's and the times' code: null until the browser has painted the screen once (a frame, then a task
 * after it) and the code has arrived; then taken up in the background (a render React splits), for a month of
 * days and a day of times are much to draw. A failure to load it goes to the page's error screen. The server's
 * drawing of the screen runs no effect, so it shows what stands in for them.
 */
function usePickers(): Pickers | null {
  const [pickers, setPickers] = useState<Pickers | Error | null>(null);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        loadPickers().then(
          (loaded) => live && startTransition(() => setPickers(loaded)),
          (error: unknown) => live && setPickers(error instanceof Error ? error : new Error(String(error))),
        );
      });
    });
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  if (pickers instanceof Error) throw pickers;
  return pickers;
}

function SlotsLoading({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-3 py-16 text-slate-600">
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700"
      />
      {text}
    </p>
  );
}
