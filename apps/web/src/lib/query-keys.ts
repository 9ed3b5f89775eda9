/**
 * Query keys of the patient site, in one place. A clinic's data sits under ['tenant', key] (entering another clinic
 * forgets it); catalog reads carry the language, patient reads add it after their prefix, so a change refreshes a
 * kind (`appointments`, `availability`, `waitlist`, `family`) in every language at once by its prefix.
 */
export const siteKeys = {
  /** The clinics served here; with a language, their names in it. */
  tenants: (lang?: string) => (lang ? (['tenants', lang] as const) : (['tenants'] as const)),
  /** Where a clinic's data is served (its config), kept apart from its data. */
  config: (key: string) => ['config', key] as const,
  /** Everything read of one clinic. */
  tenant: (key: string) => ['tenant', key] as const,

  template: (key: string, lang: string) => ['tenant', key, lang, 'template'] as const,
  treatments: (key: string, lang: string) => ['tenant', key, lang, 'treatments'] as const,
  treatment: (key: string, lang: string, id: string | number) => ['tenant', key, lang, 'treatments', id] as const,
  doctors: (key: string, lang: string) => ['tenant', key, lang, 'doctors'] as const,
  doctor: (key: string, lang: string, id: string | number) => ['tenant', key, lang, 'doctors', id] as const,
  clinics: (key: string, lang: string) => ['tenant', key, lang, 'clinics'] as const,
  clinic: (key: string, lang: string, id: string | number) => ['tenant', key, lang, 'clinics', id] as const,

  /** Free time of every kind (days, times, first free day, earliest): a booking or a cancel reads it again. */
  availability: (key: string) => ['tenant', key, 'availability'] as const,
  /** My appointments' lists, and what is read beside them (cancel terms, documents): a visit change refreshes all. */
  appointments: (key: string) => ['tenant', key, 'appointments'] as const,
  waitlist: (key: string) => ['tenant', key, 'waitlist'] as const,
  family: (key: string) => ['tenant', key, 'family'] as const,

  /** The clinic's payment page details of one visit. */
  paymentDetails: (invoiceSettingId: unknown, treatmentId: unknown, customerId: unknown) =>
    ['payment-details', invoiceSettingId, treatmentId, customerId] as const,
};
