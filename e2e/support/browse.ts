import type { Page } from '@playwright/test';

/** The demo clinic's site, whose doctors, clinics and treatments the browse tests read. */
export const T = '/central-clinic';

/** Opens the next pages in Hebrew. */
export const hebrew = async (page: Page) => page.addInitScript(() => localStorage.setItem('language', 'he'));
