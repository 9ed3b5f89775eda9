import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { i18n } from '../lib/i18n';

// Test files share a worker's modules and page (vitest.config.ts: isolate false), so each test leaves both as it
// found them: no screen, no stored data, English, real timers and globals.
afterEach(async () => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});
