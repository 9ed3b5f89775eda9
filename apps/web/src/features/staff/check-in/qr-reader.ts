/** Reads QR codes from video frames: the browser's own BarcodeDetector, else the zxing WebAssembly polyfill. */
export type QrReader = { read: (frame: HTMLVideoElement) => Promise<string | undefined> };

type Detector = { detect: (source: HTMLVideoElement) => Promise<Array<{ rawValue: string }>> };
type DetectorClass = {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats?: () => Promise<string[]>;
};

/** The browser's detector when it reads QR codes; otherwise the polyfill, loaded only now (the camera is open). */
async function detectorClass(): Promise<DetectorClass> {
  const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (native && (await native.getSupportedFormats?.())?.includes('qr_code')) return native;
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  // The WebAssembly comes from this site, never from a public CDN.
  prepareZXingModule({ overrides: { locateFile: () => wasmUrl } });
  return BarcodeDetector as unknown as DetectorClass;
}

export async function createQrReader(): Promise<QrReader> {
  const Detector = await detectorClass();
  const detector = new Detector({ formats: ['qr_code'] });
  return {
    async read(frame) {
      const found = await detector.detect(frame);
      return found[0]?.rawValue;
    },
  };
}
