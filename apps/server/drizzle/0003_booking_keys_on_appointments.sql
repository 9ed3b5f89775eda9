-- A booking and its Idempotency-Key become one row, so booking is one insert instead of a transaction of
-- four round trips. Keys already stored move onto the appointments they made.
ALTER TABLE "appointments" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "booking_answer" jsonb;--> statement-breakpoint
UPDATE "appointments" a
   SET "idempotency_key" = k."key", "booking_answer" = k."response"
  FROM "idempotency_keys" k
 WHERE a."tenant_id" = k."tenant_id" AND a."customer_id" = k."customer_id"
   AND a."id" = (k."response" #>> '{body,data,appointment_id}')::bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_idempotency_key" ON "appointments" USING btree ("tenant_id","customer_id","idempotency_key");--> statement-breakpoint
DROP TABLE "idempotency_keys" CASCADE;
