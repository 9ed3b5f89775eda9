/** How much one patient may hold at one clinic at once: the appointments module's booking limits (config.ts reads them). */
export type PatientLimits = { maxUpcoming: number; maxUnpaidHolds: number };
