import type Sharp from 'sharp';
import { AppError } from '../../errors';

/**
 * sharp (libvips, a native library of its own) is loaded by the first upload: a process that never re-encodes a
 * picture never holds it.
 */
let sharpModule: Promise<{ default: typeof Sharp }> | undefined;
const loadSharp = async () => (await (sharpModule ??= import('sharp'))).default;

/** Pictures larger than this many pixels are refused before they are decoded (a small file can hold a huge one). */
export const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

/** What a picture becomes: a logo keeps its shape within a box; a photo is cropped to a square. */
export type PictureKind = 'logo' | 'photo';
const LOGO_BOX = 512;
const PHOTO_SIDE = 640;
const tooManyPixels = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/**
 * Reads an uploaded picture by its content (never its name or Content-Type) and encodes it again as WebP at the
 * size its kind needs, turned upright and without metadata (camera, place): only pixels reach the site.
 * Refuses another type (IMAGE_TYPE_UNSUPPORTED), a damaged file (IMAGE_UNREADABLE) or too many pixels
 * (IMAGE_TOO_LARGE).
 */
export async function reencodePicture(bytes: Buffer, kind: PictureKind): Promise<Buffer> {
  const sharp = await loadSharp();
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const, animated: false };
  const meta = await sharp(bytes, options)
    .metadata()
    .catch((error: unknown) => {
      throw new AppError(tooManyPixels(error) ? 'IMAGE_TOO_LARGE' : 'IMAGE_UNREADABLE');
    });
  const { format } = meta;
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  const side = Math.min(meta.width ?? 0, meta.height ?? 0, PHOTO_SIDE);
  if (!format || !ACCEPTED.has(format)) throw new AppError('IMAGE_TYPE_UNSUPPORTED');
  if (pixels > MAX_INPUT_PIXELS) throw new AppError('IMAGE_TOO_LARGE');
  // Never enlarged: a photo is the largest square the picture holds, up to PHOTO_SIDE.
  const size =
    kind === 'logo'
      ? { width: LOGO_BOX, height: LOGO_BOX, fit: 'inside' as const, withoutEnlargement: true }
      : { width: side, height: side, fit: 'cover' as const };
  try {
    return await sharp(bytes, options).rotate().resize(size).webp({ quality: 82 }).toBuffer();
  } catch (error) {
    throw new AppError(tooManyPixels(error) ? 'IMAGE_TOO_LARGE' : 'IMAGE_UNREADABLE');
  }
}
