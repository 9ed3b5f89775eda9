import { Suspense, useEffect, useState } from 'react';
import type { CalendarDate } from '@internationalized/date';
import { useTranslation } from '../../../lib/use-translation';
import { toast } from '../../../components/ui/toast';
import type { Clinic } from '../../../lib/catalog/get-clinics';
import { useAvailableTime } from '../api/get-available-time';
import { useJoinWaitlist } from '../api/join-waitlist';
import { secondaryButton } from '../../../components/ui/button-styles';
import { useLogin } from '../../../lib/use-login';
import { chooseSlots, endTimeOf, withOfferedSlots } from '../booking-rules';
import type { OfferedTime } from '../use-offered-time';
import { useClinicWeek } from '../../../lib/tenant/use-clinic-week';
import { intlLocale } from '../../../lib/intl-locale';
import { openDays } from '../../../lib/opening-hours/open-days';
import { ClinicZoneNote, FirstFreeDayNote } from './clinic-time-notes';
import { FieldRefusal } from './field-refusal';
import { lazyPart } from '../../../lib/lazy-part';

// The calendar's code (react-aria and the date library, some 40 KB) loads once this screen has painted, so that
// it does not hold the screen up; the card keeps the calendar's size meanwhile, so nothing moves when it appears.
const loadPickers = () => import('./date-time-pickers');
const BookingCalendar = lazyPart(async () => ({ default: (await loadPickers()).BookingCalendar }));
const TimeSlots = lazyPart(async () => ({ default: (await loadPickers()).TimeSlots }));

export type DateTimeStepProps = {
  branch: string;
  clinic: Clinic | undefined;
  treatmentId: string;
  duration: number;
  timeZone: string;
  date: CalendarDate | null;
  onDateChange: (date: CalendarDate) => void;
  start: string | null;
  onStartChange: (start: string | null) => void;
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
  const painted = useAfterFirstPaint();
  const openDaysSet = new Set((props.clinic?.schedule ?? []).map((s) => s.day_name));
  const dateText = props.date?.toString() ?? null;
  const slots = useShownSlots(props, dateText);

  const pick = (time: string) => {
    const choice = chooseSlots(slots.data ?? [], time, props.duration);
    if (!choice.ok) {
      toast.warning(t('datetime.needsSlots', { n: choice.needed }));
      return;
    }
    props.onStartChange(time);
  };

  return (
    <section aria-labelledby="datetime-heading" className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
      <h2 id="datetime-heading" className="sr-only">
        {t('datetime.heading')}
      </h2>
      <div className="flex flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        {/* A month of six weeks' room, so the calendar's arrival and a change of month move nothing below it. */}
        <div className="min-h-[21.5rem]">
          {painted && !props.waitingForFirstFree ? (
            <Suspense fallback={<p className="sr-only">{t('datetime.loadingCalendar')}</p>}>
              <BookingCalendar
                timeZone={props.timeZone}
                firstDay={firstDay}
                openDays={openDaysSet}
                firstFree={props.firstFree}
                value={props.date}
                onChange={(d) => {
                  props.onDateChange(d);
                  props.onStartChange(null);
                }}
              />
            </Suspense>
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
        ) : slots.isPending ? (
          <SlotsLoading text={t('datetime.loading')} />
        ) : slots.isError ? (
          <div role="alert" className="py-12 text-center">
            <p className="font-semibold text-red-800">{t('datetime.loadFailed')}</p>
            <button
              type="button"
              onClick={() => void slots.refetch()}
              className="mt-4 rounded-full bg-brand-700 px-5 py-2 font-semibold text-white"
            >
              {t('common:tryAgain')}
            </button>
          </div>
        ) : !slots.data.some((s) => s.available) ? (
          <div role="status" className="py-12 text-center">
            <p className="font-semibold text-slate-800">{t('datetime.noSlots')}</p>
            <p className="mt-1 text-slate-600">{t('datetime.noSlotsHint')}</p>
            {dateText ? (
              <JoinWaitlist key={dateText} branch={props.branch} treatmentId={props.treatmentId} date={dateText} />
            ) : null}
          </div>
        ) : (
          <Suspense fallback={<SlotsLoading text={t('datetime.loading')} />}>
            <TimeSlots
              date={props.date}
              timeZone={props.timeZone}
              slots={slots.data}
              start={props.start}
              end={props.start ? endTimeOf(props.start, props.duration) : null}
              onPick={pick}
            />
          </Suspense>
        )}
        <ClinicZoneNote timeZone={props.timeZone} />
      </div>
    </section>
  );
}

/**
 * The day's slots. Logged out, the server shows a waitlist offer's held time as taken (it knows the patient only
 * from their session): the offer's own link shows it free, and the booking after the code is the server's to allow.
 */
function useShownSlots(props: DateTimeStepProps, dateText: string | null) {
  const login = useLogin();
  const slots = useAvailableTime({ branch: props.branch, treatmentId: props.treatmentId, date: dateText });
  const { offered } = props;
  if (!slots.data || login.isLoggedIn || !offered || offered.date !== dateText) return slots;
  return { ...slots, data: withOfferedSlots(slots.data, offered.time, props.duration) };
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

/** False until the browser has painted the component once (a frame, then a task after it). */
function useAfterFirstPaint() {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
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

/** A day with no free time: the logged-in patient may wait for one (a WhatsApp offer when a time is freed). */
function JoinWaitlist(props: { branch: string; treatmentId: string; date: string }) {
  const { t } = useTranslation('booking');
  const login = useLogin();
  const join = useJoinWaitlist();
  if (!login.isLoggedIn) return <p className="mt-4 text-slate-600">{t('waitlist.loginFirst')}</p>;
  if (join.isSuccess)
    return (
      <p role="status" className="mt-4 font-medium text-teal-800">
        {t('waitlist.joined')}
      </p>
    );
  return (
    <button
      type="button"
      className={`${secondaryButton} mt-4`}
      disabled={join.isPending}
      onClick={() => join.mutate(props, { onError: () => toast.error(t('waitlist.failed')) })}
    >
      {t('waitlist.join')}
    </button>
  );
}
