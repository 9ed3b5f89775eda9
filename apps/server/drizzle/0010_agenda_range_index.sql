-- The agenda of a branch reads the visits that overlap a day or a week: this index finds them from both ends of the
-- range (the btree on the start bounded only its end, so every earlier visit of the branch was read too).
CREATE INDEX "appointments_tenant_branch_during" ON "appointments" USING gist ("tenant_id","branch_id",tstzrange("starts_at", "ends_at", '[)'));