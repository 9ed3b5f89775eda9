ALTER TABLE "time_blocks" ADD COLUMN "series_key" text;--> statement-breakpoint
CREATE INDEX "time_blocks_tenant_series" ON "time_blocks" USING btree ("tenant_id","series_key");