ALTER TABLE "appointments" ADD COLUMN "booked_online" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Visits booked before this column: online unless staff booked them (a series, or a visit.booked audit entry).
UPDATE "appointments" a SET "booked_online" = true
 WHERE a."series_id" IS NULL
   AND NOT EXISTS (
     SELECT 1 FROM "audit_log" l
      WHERE l."tenant_id" = a."tenant_id" AND l."target_type" = 'appointment'
        AND l."target_id" = a."id" AND l."action" = 'visit.booked');
