/** What a booking asks for: where, what, when, and optionally with whom and for whom. */
export type BookingInput = {
  branchId: number;
  treatmentId: number;
  date: string;
  startTime: string;
  /** The doctor staff or the patient chose; none: any free one. */
  doctorId?: number | undefined;
  /** Without a chosen doctor: the one the chosen time named, booked when still free. */
  preferredDoctorId?: number | undefined;
  /** The account's family member the visit is for; none: the account holder. */
  familyMemberId?: number | undefined;
};
