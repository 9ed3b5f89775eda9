import { type CalendarDate, type DateValue, getDayOfWeek, today } from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  Heading,
  I18nProvider,
  Label,
  Radio,
  RadioGroup,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ChevronIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast';
import { DAY_NAMES } from '@clinic/contract/days';
import type { Clinic } from '../../../lib/catalog/get-clinics';
import { useAvailableTime } from '../api/get-available-time';
import { BOOKABLE_DAYS, chooseSlots, endTimeOf } from '../booking-rules';

type DateTimeStepProps = {
  branch: string;
  clinic: Clinic | undefined;
  treatmentId: string;
  duration: number;
  timeZone: string;
  date: CalendarDate | null;
  onDateChange: (date: CalendarDate) => void;
  start: string | null;
  onStartChange: (start: string | null) => void;
};

export function DateTimeStep(props: DateTimeStepProps) {
  const { t, i18n } = useTranslation('booking');
  const locale = i18n.language === 'he' ? 'he-IL' : 'en-GB';
  const first = today(props.timeZone);
  const openDays = new Set((props.clinic?.schedule ?? []).map((s) => s.day_name));
  const isClosed = (date: DateValue) => openDays.size > 0 && !openDays.has(DAY_NAMES[getDayOfWeek(date, 'en-US')]!);
  const dateText = props.date?.toString() ?? null;
  const slots = useAvailableTime({ branch: props.branch, treatmentId: props.treatmentId, date: dateText });

  const pick = (time: string) => {
    const choice = chooseSlots(slots.data ?? [], time, props.duration);
    if (!choice.ok) {
      toast.warning(t('datetime.needsSlots', { n: choice.needed }));
      return;
    }
    props.onStartChange(time);
  };
  const selectedEnd = props.start ? endTimeOf(props.start, props.duration) : null;
  const inSelection = (time: string) =>
    props.start !== null && selectedEnd !== null && time >= props.start && time < selectedEnd;

  return (
    <section aria-labelledby="datetime-heading" className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
      <h2 id="datetime-heading" className="sr-only">
        {t('datetime.heading')}
      </h2>
      <I18nProvider locale={locale}>
        <Calendar
          aria-label={t('datetime.calendar')}
          value={props.date}
          onChange={(d) => {
            props.onDateChange(d);
            props.onStartChange(null);
          }}
          minValue={first}
          maxValue={first.add({ days: BOOKABLE_DAYS })}
          isDateUnavailable={isClosed}
          className="w-full rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
        >
          <header className="mb-3 flex items-center justify-between">
            <Button
              slot="previous"
              aria-label={t('datetime.previousMonth')}
              className="rounded-full p-2 hover:bg-slate-100 disabled:opacity-30"
            >
              <ChevronIcon className="size-5 rotate-180" />
            </Button>
            <Heading className="text-base font-semibold text-slate-900" />
            <Button
              slot="next"
              aria-label={t('datetime.nextMonth')}
              className="rounded-full p-2 hover:bg-slate-100 disabled:opacity-30"
            >
              <ChevronIcon className="size-5" />
            </Button>
          </header>
          <CalendarGrid className="w-full border-separate border-spacing-1 text-center">
            {(date) => (
              <CalendarCell
                date={date}
                className="mx-auto flex size-10 cursor-pointer items-center justify-center rounded-full text-sm text-slate-800 outline-none hover:bg-brand-50 data-[disabled]:cursor-default data-[disabled]:text-slate-300 data-[disabled]:hover:bg-transparent data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-600 data-[outside-month]:hidden data-[selected]:bg-brand-700 data-[selected]:font-semibold data-[selected]:text-white data-[unavailable]:cursor-default data-[unavailable]:text-slate-300 data-[unavailable]:line-through"
              />
            )}
          </CalendarGrid>
          <p className="mt-3 text-xs text-slate-500">{t('datetime.availability')}</p>
        </Calendar>
      </I18nProvider>

      <div className="min-h-64 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        {!props.date ? (
          <p className="py-16 text-center text-slate-600">{t('datetime.noDate')}</p>
        ) : slots.isPending ? (
          <p role="status" className="flex items-center justify-center gap-3 py-16 text-slate-600">
            <span
              aria-hidden="true"
              className="size-5 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700"
            />
            {t('datetime.loading')}
          </p>
        ) : slots.isError ? (
          <div role="alert" className="py-12 text-center">
            <p className="font-semibold text-red-800">{t('datetime.loadFailed')}</p>
            <button
              type="button"
              onClick={() => void slots.refetch()}
              className="mt-4 rounded-full bg-brand-700 px-5 py-2 font-semibold text-white"
            >
              {t('tryAgain', { ns: 'common' })}
            </button>
          </div>
        ) : !slots.data.some((s) => s.available) ? (
          <div role="status" className="py-12 text-center">
            <p className="font-semibold text-slate-800">{t('datetime.noSlots')}</p>
            <p className="mt-1 text-slate-600">{t('datetime.noSlotsHint')}</p>
          </div>
        ) : (
          <RadioGroup
            value={props.start}
            onChange={pick}
            className="flex flex-col gap-3"
            aria-describedby={props.start ? 'selected-range' : undefined}
          >
            <Label className="font-semibold text-slate-900">
              {t('datetime.times', {
                date: props.date.toDate(props.timeZone).toLocaleDateString(locale, {
                  weekday: 'long',
                  day: 'numeric',
                  month: 'long',
                  timeZone: props.timeZone,
                }),
              })}
            </Label>
            <div className="grid grid-cols-4 gap-2 sm:grid-cols-6 xl:grid-cols-8" dir="ltr">
              {slots.data.map((slot) => (
                <Radio
                  key={slot.time}
                  value={slot.time}
                  isDisabled={!slot.available}
                  aria-label={slot.available ? slot.time : t('datetime.unavailable', { time: slot.time })}
                  className={({ isDisabled, isFocusVisible }) =>
                    `cursor-pointer rounded-lg border px-1 py-2 text-center text-sm font-medium tabular-nums transition ${
                      isDisabled
                        ? 'cursor-not-allowed border-slate-100 bg-slate-50 text-slate-300 line-through'
                        : inSelection(slot.time)
                          ? 'border-brand-700 bg-brand-700 text-white'
                          : 'border-slate-200 bg-white text-slate-800 hover:border-brand-500 hover:bg-brand-50'
                    } ${isFocusVisible ? 'ring-2 ring-brand-600 ring-offset-2' : ''}`
                  }
                >
                  {slot.time}
                </Radio>
              ))}
            </div>
            {props.start && selectedEnd && (
              <p id="selected-range" className="rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-900">
                {t('datetime.selected', { start: props.start, end: selectedEnd })}
              </p>
            )}
          </RadioGroup>
        )}
      </div>
    </section>
  );
}
