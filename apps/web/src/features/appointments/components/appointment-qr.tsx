import { useTranslation } from '../../../lib/use-translation';
import { QrImage } from '../../../components/qr-image';

/** A visit's QR code, drawn in the browser: its details never leave the patient's device. */
export function AppointmentQr({ payload, label, size = 96 }: { payload: string; label: string; size?: number }) {
  const { t } = useTranslation('appointments');
  return <QrImage payload={payload} label={label} size={size} unavailable={t('card.qrUnavailable')} />;
}
