import { type ComponentType, lazy } from 'react';

/**
 * A part of a screen whose code loads after the screen's (React.lazy): its Suspense fallback shows meanwhile.
 * The server's drawing of a page's first screen shows that fallback too (./lazy-part.server.ts), as the
 * browser's first render does.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as React.lazy's
export const lazyPart = <T extends ComponentType<any>>(load: () => Promise<{ default: T }>) => lazy(load);
