// Zod-free, so the site can import it without the schema library.
export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type TDayName = (typeof DAY_NAMES)[number];
