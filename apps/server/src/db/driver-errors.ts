/** A field of a driver error, also when Drizzle wraps it (error.cause) — node-postgres and PGlite alike. */
function driverErrorField(error: unknown, field: 'code' | 'constraint'): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const value = (current as Record<string, unknown>)[field];
    if (typeof value === 'string' && (field !== 'code' || /^[0-9A-Z]{5}$/.test(value))) return value;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** SQLSTATE of a driver error. */
export const sqlStateOf = (error: unknown) => driverErrorField(error, 'code');

/** The exclusion constraint that keeps one patient's active visits apart (drizzle/0007_patient_no_overlap.sql). */
const PATIENT_NO_OVERLAP = 'appointments_patient_no_overlap';
/** 23P01 from the patient's constraint: the patient already holds a visit overlapping this one. */
export const isPatientOverlap = (error: unknown) =>
  sqlStateOf(error) === '23P01' && driverErrorField(error, 'constraint') === PATIENT_NO_OVERLAP;
/** 23P01 from the doctor's constraint: the doctor was taken meanwhile. */
export const isOverlap = (error: unknown) => sqlStateOf(error) === '23P01' && !isPatientOverlap(error);
/** Deadlock or serialization failure: the other transaction won; the caller may answer as if taken. */
export const isLostRace = (error: unknown) => ['40P01', '40001'].includes(sqlStateOf(error) ?? '');
