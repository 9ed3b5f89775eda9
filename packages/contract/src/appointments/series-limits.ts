// Without zod: the staff Book dialog imports these, and must not bring the contract's schemas with it.

/** Weeks between two visits of a series, and how many visits one series may hold. */
export const SERIES_EVERY_WEEKS = { min: 1, max: 4 } as const;
export const SERIES_COUNT = { min: 2, max: 26 } as const;
