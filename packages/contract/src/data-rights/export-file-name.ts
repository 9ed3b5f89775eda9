/** The export download's file name: the clinic, the patient's number and the day, never their name or phone. */
export const dataExportFileName = (clinicKey: string, patientId: number, at: Date) =>
  `${clinicKey}-patient-${patientId}-data-${at.toISOString().slice(0, 10)}.json`;
