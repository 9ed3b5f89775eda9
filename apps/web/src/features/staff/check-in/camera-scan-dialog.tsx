import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { smallButton } from '../../../components/ui/button-styles';
import { createQrReader } from './qr-reader';

/** Milliseconds between two reads of the camera's picture. */
const READ_EVERY_MS = 250;

/** The camera's picture until a QR code is read in it; its text goes to `onScanned`. */
export function CameraScanDialog({ onClose, onScanned }: { onClose: () => void; onScanned: (text: string) => void }) {
  const { t } = useTranslation('desk');
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'starting' | 'watching' | 'failed'>('starting');
  const scanned = useRef(onScanned);
  useEffect(() => {
    scanned.current = onScanned;
  }, [onScanned]);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void (async () => {
      try {
        const [reader, media] = await Promise.all([
          createQrReader(),
          navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } }),
        ]);
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        setState('watching');
        const look = async () => {
          if (stopped || !video.current) return;
          const text = await reader.read(video.current).catch(() => undefined);
          if (text && !stopped) scanned.current(text);
          else timer = setTimeout(() => void look(), READ_EVERY_MS);
        };
        void look();
      } catch {
        if (!stopped) setState('failed');
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <ModalDialog isOpen onOpenChange={(open) => !open && onClose()} title={t('checkIn.cameraTitle')}>
      <video ref={video} muted playsInline className="aspect-video w-full rounded-lg bg-slate-900" />
      <p role="status" className="mt-2 text-sm text-slate-700">
        {state === 'starting'
          ? t('checkIn.cameraLoading')
          : state === 'failed'
            ? t('checkIn.cameraFailed')
            : t('checkIn.cameraHint')}
      </p>
      <div className="mt-4 flex justify-end">
        <button type="button" className={smallButton} onClick={onClose}>
          {t('checkIn.close')}
        </button>
      </div>
    </ModalDialog>
  );
}
