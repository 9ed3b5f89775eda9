import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// jsdom lacks CSS.escape, which react-aria's dialogs call.
if (typeof globalThis.CSS === 'undefined') (globalThis as { CSS?: unknown }).CSS = {};
(globalThis.CSS as { escape?: (s: string) => string }).escape ??= (s: string) => s.replace(/[^\w-]/g, (c) => `\\${c}`);

afterEach(() => {
  cleanup();
  localStorage.clear();
});
