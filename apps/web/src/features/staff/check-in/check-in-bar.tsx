import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { checkInCodeOf } from '@clinic/contract/appointments/check-in-code';
import { useChangeFeedback } from '../core/api/use-change-feedback';
import { useCheckIn } from './api/check-in';
import { smallButton } from '../../../components/ui/button-styles';
import { TextField } from '../../../components/ui/form-fields';

// The camera and its QR reader load only when the desk opens them.
const CameraScanDialog = lazy(() => import('./camera-scan-dialog').then((m) => ({ default: m.CameraScanDialog })));

/**
 * Check-in at the desk: a USB scanner types the visit card's QR text into the field and presses Enter, or the
 * camera reads it. The visit is marked arrived and the agenda is read again.
 */
export function CheckInBar() {
  const { t } = useTranslation(['desk', 'staff']);
  const checkInCall = useCheckIn();
  const feedback = useChangeFeedback(checkInCall);
  const { pending, error } = feedback;
  const [text, setText] = useState('');
  const [camera, setCamera] = useState(false);
  const [done, setDone] = useState('');
  const hintId = useId();

  async function checkIn(scanned: string) {
    setDone('');
    const answer = await feedback.run(checkInCall, { body: { code: checkInCodeOf(scanned) } }, (arrived) =>
      t('checkIn.arrived', { name: arrived.patient_name }),
    );
    if (!answer) return;
    setText('');
    setDone(t('checkIn.arrived', { name: answer.patient_name }));
  }

  return (
    <form
      className="mt-3 flex flex-wrap items-end gap-2 print:hidden"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) void checkIn(text);
      }}
    >
      <TextField
        id="check-in-code"
        className="min-w-0 flex-1 basis-full sm:basis-0 sm:max-w-sm"
        label={t('checkIn.label')}
        type="text"
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        aria-describedby={hintId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        inputClassName="text-start"
      />
      <button type="submit" className={smallButton} disabled={pending || !text.trim()}>
        {t('checkIn.submit')}
      </button>
      <button type="button" className={smallButton} onClick={() => setCamera(true)}>
        {t('checkIn.camera')}
      </button>
      <p id={hintId} className="w-full text-xs text-slate-600">
        {t('checkIn.hint')}
      </p>
      <p role="status" className="w-full text-sm font-semibold text-emerald-800 empty:hidden">
        {done}
      </p>
      {error && (
        <p role="alert" className="w-full text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
      {camera && (
        <Suspense fallback={null}>
          <CameraScanDialog
            onClose={() => setCamera(false)}
            onScanned={(scanned) => {
              setCamera(false);
              void checkIn(scanned);
            }}
          />
        </Suspense>
      )}
    </form>
  );
}
