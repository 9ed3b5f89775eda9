ALTER TABLE "appointments" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
-- Visits cancelled before: staff's carry a reason or an audit entry; the others' origin is not known and stays null.
UPDATE "appointments" a SET "cancelled_by" = 'staff'
 WHERE a."status" = 'cancelled'
   AND (a."cancel_reason" IS NOT NULL
        OR EXISTS (SELECT 1 FROM "audit_log" l
                    WHERE l."tenant_id" = a."tenant_id" AND l."target_type" = 'appointment'
                      AND l."target_id" = a."id" AND l."action" = 'visit.cancelled'));
