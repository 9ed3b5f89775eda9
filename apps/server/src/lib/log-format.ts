import type { DestinationStream } from 'pino';

export type LogFormat = 'auto' | 'json' | 'pretty';

/**
 * Readable lines only for a person at a demo's terminal: production always writes JSON (log collectors parse it),
 * and so does a demo whose output goes to a file or a pipe (the browser tests read that file back).
 */
export function wantsPrettyLogs(options: { demo: boolean; format: LogFormat; isTTY: boolean }): boolean {
  if (!options.demo) return false;
  if (options.format === 'auto') return options.isTTY;
  return options.format === 'pretty';
}

/**
 * pino-pretty as the logger's stream, loaded only when wanted: production never imports it. One line per entry,
 * with the request id and the other fields after the message.
 */
export async function prettyLogStream(
  destination: NodeJS.WritableStream = process.stdout,
  colorize = Boolean((destination as { isTTY?: boolean }).isTTY),
): Promise<DestinationStream> {
  const { default: pretty } = await import('pino-pretty');
  return pretty({
    destination,
    colorize,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    sync: true,
  });
}
