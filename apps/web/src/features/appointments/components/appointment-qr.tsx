import { shortCheckInCode } from '@clinic/contract/appointments/check-in-code';
import { useTranslation } from '../../../lib/use-translation';
import { QrImage } from '../../../components/qr-image';

/**
 * A visit's QR code, drawn in the browser: its details never leave the patient's device. Under it, the visit's
 * short check-in code, for the desk to type when the screen will not scan.
 */
export function AppointmentQr({
  payload,
  label,
  size = 96,
  checkInCode,
}: {
  payload: string;
  label: string;
  size?: number;
  /** The visit's signed check-in code (absent when it has none: cancelled, ended). */
  checkInCode?: string | undefined;
}) {
  const { t } = useTranslation('appointments');
  const short = checkInCode ? shortCheckInCode(checkInCode) : null;
  return (
    <div className="flex shrink-0 flex-col items-center gap-1">
      <QrImage payload={payload} label={label} size={size} unavailable={t('card.qrUnavailable')} />
      {short && (
        <p className="text-center text-xs text-slate-600">
          {t('card.checkInCode')}{' '}
          <bdi dir="ltr" className="font-mono text-sm font-semibold tracking-wider text-slate-900">
            {short}
          </bdi>
        </p>
      )}
    </div>
  );
}
