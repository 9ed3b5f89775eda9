/**
 * An error as logs may keep it: its kind, codes and stack frames, never the values it was about. A failed
 * query's message carries its SQL parameters (names, phones, emails), and a stack's first line repeats it.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const withCode = error as Error & { code?: unknown; cause?: unknown };
  return {
    type: error.name,
    message: error.message.split('\nparams:')[0],
    ...(typeof withCode.code === 'string' ? { code: withCode.code } : {}),
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
    ...(withCode.cause !== undefined ? { cause: loggableError(withCode.cause) } : {}),
  };
}
