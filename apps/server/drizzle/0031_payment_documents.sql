CREATE TABLE "billing_details" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"business_number" text NOT NULL,
	"address" text NOT NULL,
	"vat_registered" boolean DEFAULT false NOT NULL,
	"vat_rate_bp" integer DEFAULT 0 NOT NULL,
	"document_types" jsonb NOT NULL,
	"number_starts" jsonb NOT NULL,
	"footer" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"tenant_id" integer NOT NULL,
	"type" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_counters_tenant_id_type_pk" PRIMARY KEY("tenant_id","type")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"number" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"appointment_id" bigint NOT NULL,
	"payment_id" bigint NOT NULL,
	"refund_ref" text,
	"original_document_id" bigint,
	"amount_minor" integer NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"vat_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"patient_name" text NOT NULL,
	"visit" jsonb NOT NULL,
	"language" text NOT NULL,
	"issuer" jsonb NOT NULL,
	"issued_by" text NOT NULL,
	"external_ref" text,
	CONSTRAINT "documents_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "billing_details" ADD CONSTRAINT "billing_details_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_number" ON "documents" USING btree ("tenant_id","type","number");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_one_per_payment" ON "documents" USING btree ("tenant_id","payment_id") WHERE "documents"."type" <> 'credit_note';--> statement-breakpoint
CREATE INDEX "documents_visit" ON "documents" USING btree ("tenant_id","appointment_id");--> statement-breakpoint
CREATE INDEX "documents_issued" ON "documents" USING btree ("tenant_id","issued_at");--> statement-breakpoint
-- hand-written below (decision 023)
-- An issued payment document never changes: an update, or a delete other than a clinic's own removal, is refused.
-- A mistake is corrected by a credit note.
CREATE FUNCTION clinic_refuse_document_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'an issued document cannot be changed; issue a credit note'
    USING ERRCODE = '42501', CONSTRAINT = 'documents_immutable';
END
$$;
--> statement-breakpoint
CREATE TRIGGER documents_immutable BEFORE UPDATE OR DELETE ON documents
  FOR EACH ROW EXECUTE FUNCTION clinic_refuse_document_change();
--> statement-breakpoint
CREATE TRIGGER documents_no_truncate BEFORE TRUNCATE ON documents
  FOR EACH STATEMENT EXECUTE FUNCTION clinic_refuse_document_change();
