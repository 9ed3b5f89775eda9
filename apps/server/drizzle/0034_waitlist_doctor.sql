-- A waitlist entry may name the doctor the patient chose (decision 024): only that doctor's freed time is offered.
ALTER TABLE "waitlist_entries" ADD COLUMN "doctor_id" integer;