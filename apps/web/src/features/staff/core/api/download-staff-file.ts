import { i18n } from '../../../../lib/i18n';
import { saveFile } from '../../../../lib/save-file';
import { writeStaffToken } from './staff-session';
import type { StaffAuth } from './staff-calls';

/** The file name the server gives (content-disposition), else the given one. */
export const servedFileName = (disposition: string | null, fallback: string) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

/**
 * A file the server writes for staff (a CSV export), saved as a download. The call needs the staff token, so it is
 * fetched and handed to the browser rather than linked. Answers the file's name; a refused session forgets the token.
 */
export async function downloadStaffFile(auth: StaffAuth, path: string, query: URLSearchParams, fallback: string) {
  const response = await fetch(`${path}?${query.toString()}`, {
    headers: { authorization: `Bearer ${auth.token}`, 'accept-language': i18n.language },
  });
  if (response.status === 401) writeStaffToken(auth.clinic, null);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  const fileName = servedFileName(response.headers.get('content-disposition'), fallback);
  saveFile(fileName, await response.blob());
  return fileName;
}
