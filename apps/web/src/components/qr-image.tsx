import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/** A QR code drawn in the browser: what it holds never leaves the device for an outside QR service. */
export function QrImage({
  payload,
  label,
  unavailable,
  size = 96,
}: {
  payload: string;
  /** The image's text alternative. */
  label: string;
  /** Shown when the code cannot be drawn. */
  unavailable: string;
  size?: number;
}) {
  const [state, setState] = useState<{ payload: string; url: string | null } | null>(null);

  useEffect(() => {
    let live = true;
    QRCode.toDataURL(payload, { margin: 1, width: size * 2, errorCorrectionLevel: 'M' })
      .then((url) => live && setState({ payload, url }))
      .catch(() => live && setState({ payload, url: null }));
    return () => {
      live = false;
    };
  }, [payload, size]);

  const url = state?.payload === payload ? state.url : undefined;
  if (url === null) {
    return (
      <span
        className="flex items-center justify-center rounded-lg border border-dashed border-slate-300 p-2 text-center text-xs text-slate-500"
        style={{ width: size, height: size }}
      >
        {unavailable}
      </span>
    );
  }
  if (url === undefined)
    return <span className="animate-pulse rounded-lg bg-slate-100" style={{ width: size, height: size }} />;
  return <img src={url} alt={label} width={size} height={size} className="rounded-lg border border-slate-200" />;
}
