CREATE TABLE "inbound_messages" (
	"message_id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbound_messages" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "outbound_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"appointment_id" bigint,
	"kind" text NOT NULL,
	"topic" text NOT NULL,
	"phone" text NOT NULL,
	"lang" text NOT NULL,
	"starts_at" timestamp with time zone,
	"dedup_key" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"provider_message_id" text,
	"body" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbound_messages_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "lang" text;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_messages_dedup" ON "outbound_messages" USING btree ("tenant_id","dedup_key");--> statement-breakpoint
CREATE INDEX "outbound_messages_phone" ON "outbound_messages" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "outbound_messages_appointment" ON "outbound_messages" USING btree ("tenant_id","appointment_id");--> statement-breakpoint
CREATE INDEX "outbound_messages_provider_id" ON "outbound_messages" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "outbound_messages_failed" ON "outbound_messages" USING btree ("tenant_id","created_at") WHERE "outbound_messages"."status" = 'failed';--> statement-breakpoint
CREATE INDEX "appointments_active_start" ON "appointments" USING btree ("starts_at") WHERE "appointments"."status" = 'active';