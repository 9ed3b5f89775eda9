-- A patient can never hold two active appointments of one clinic that overlap in time, at any branch or with any
-- doctor: the database refuses it (SQLSTATE 23P01, constraint appointments_patient_no_overlap).
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_no_overlap"
  EXCLUDE USING gist ("tenant_id" WITH =, "customer_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("status" = 'active');
