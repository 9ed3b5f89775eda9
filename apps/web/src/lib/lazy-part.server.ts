import type { ComponentType } from 'react';

/** Never settles: a part that waits on it shows its Suspense fallback. */
const NEVER = new Promise<never>(() => undefined);

/**
 * The server's lazyPart (./lazy-part.ts): the part is never drawn, its Suspense fallback is, as in the browser's
 * first render, before the part's code has loaded.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as React.lazy's
export const lazyPart = <T extends ComponentType<any>>(_load: () => Promise<{ default: T }>): T =>
  (() => {
    throw NEVER;
  }) as unknown as T;
