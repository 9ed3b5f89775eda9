import { useTranslation } from '../../../../lib/use-translation';
import { timeOf } from '../agenda-dates';
import { STEP_MINUTES } from '../agenda-layout';

type Props = { frame: { start: number; end: number }; minutes: number; columns: number; stepRem: number };

/** Today's past dimmed and a line at the current minute, across the doctors' columns; neither takes clicks. */
export function NowLine({ frame, minutes, columns, stepRem }: Props) {
  const { t } = useTranslation('day');
  if (minutes <= frame.start) return null;
  const at = Math.min(minutes, frame.end);
  const step = Math.min(Math.floor((at - frame.start) / STEP_MINUTES), (frame.end - frame.start) / STEP_MINUTES - 1);
  const offsetRem = ((at - frame.start - step * STEP_MINUTES) / STEP_MINUTES) * stepRem;
  return (
    <>
      <div
        aria-hidden="true"
        data-testid="agenda-past"
        className="pointer-events-none z-[4] bg-slate-500/15"
        style={{
          gridColumn: `2 / span ${columns}`,
          gridRowStart: 2,
          gridRowEnd: 3 + step,
          marginBottom: `${stepRem - offsetRem}rem`,
        }}
      />
      {minutes < frame.end && (
        <div
          role="img"
          aria-label={t('now', { time: timeOf(minutes) })}
          data-testid="agenda-now"
          className="pointer-events-none z-[5] h-0.5 self-start bg-rose-600"
          style={{ gridColumn: `1 / span ${columns + 1}`, gridRowStart: 2 + step, marginTop: `${offsetRem}rem` }}
        />
      )}
    </>
  );
}
