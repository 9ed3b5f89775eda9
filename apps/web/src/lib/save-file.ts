/** Saves data the site already holds as a file the browser downloads (an export), under the given name. */
export function saveFile(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its copy once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** Saves data as a JSON file (a person's data export). */
export const saveJsonFile = (fileName: string, data: unknown) =>
  saveFile(fileName, new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
