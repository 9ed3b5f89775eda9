import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from '../lib/use-translation';

export const OTP_LENGTH = 6;
export const emptyOtp = () => Array.from({ length: OTP_LENGTH }, () => '');

type OtpInputProps = {
  /** One entry per box: a digit or ''. */
  value: string[];
  onChange: (value: string[]) => void;
  isDisabled?: boolean;
  isInvalid?: boolean;
  /** id of the element that describes an error, for aria-describedby. */
  errorId?: string;
  autoFocus?: boolean;
};

/**
 * Six one-digit boxes: typing advances, Backspace on an empty box goes back, pasting (or the phone's
 * one-time-code autofill) of several digits fills from the box onwards. Codes read left to right in Hebrew too.
 */
export function OtpInput({ value, onChange, isDisabled, isInvalid, errorId, autoFocus }: OtpInputProps) {
  const { t } = useTranslation('forms');
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => {
    const box = refs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  // autoFocus alone loses the focus when the boxes appear as a modal closes (the page is inert until then, and the
  // modal's trigger is gone): once the modal has let go, put the focus in the first box if it landed nowhere.
  useEffect(() => {
    if (!autoFocus) return;
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body) refs.current[0]?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [autoFocus]);

  const fill = (from: number, digits: string) => {
    const next = [...value];
    let at = from;
    for (const d of digits) {
      if (at >= OTP_LENGTH) break;
      next[at++] = d;
    }
    onChange(next);
    focus(at >= OTP_LENGTH ? OTP_LENGTH - 1 : at);
  };

  const onInput = (index: number, raw: string) => {
    const digits = raw.replace(/\D/g, '');
    if (!digits) {
      const next = [...value];
      next[index] = '';
      onChange(next);
      return;
    }
    // A box that already held a digit receives it plus the new one: keep the newly typed digit.
    if (digits.length === 2 && value[index]) return fill(index, digits.replace(value[index]!, '') || digits[1]!);
    fill(index, digits);
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    event.preventDefault();
    if (!digits) return;
    fill(digits.length >= OTP_LENGTH ? 0 : index, digits.slice(0, OTP_LENGTH));
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      const next = [...value];
      next[index - 1] = '';
      onChange(next);
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  return (
    <div role="group" aria-label={t('otp.label')} dir="ltr" className="flex justify-center gap-2 sm:gap-3">
      {value.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            refs.current[index] = el;
          }}
          value={digit}
          onChange={(e) => onInput(index, e.target.value)}
          onPaste={(e) => onPaste(index, e)}
          onKeyDown={(e) => onKeyDown(index, e)}
          onFocus={(e) => e.target.select()}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={index === 0 ? OTP_LENGTH : 2}
          disabled={isDisabled}
          autoFocus={autoFocus && index === 0}
          aria-label={t('otp.digit', { index: index + 1, count: OTP_LENGTH })}
          aria-invalid={isInvalid || undefined}
          aria-describedby={isInvalid ? errorId : undefined}
          className={`size-12 rounded-xl border bg-white text-center text-2xl font-semibold text-slate-900 tabular-nums outline-none focus:border-brand-600 focus:ring-3 focus:ring-brand-600/30 disabled:opacity-60 sm:size-14 ${
            isInvalid ? 'border-red-600' : 'border-slate-300'
          }`}
        />
      ))}
    </div>
  );
}
