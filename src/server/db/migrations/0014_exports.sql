CREATE TABLE "exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_total" integer,
	"file_key" text,
	"file_name" text NOT NULL,
	"byte_size" bigint,
	"message" text,
	"worker" text,
	"heartbeat_at" timestamp with time zone,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "exports" ADD CONSTRAINT "exports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exports" ADD CONSTRAINT "exports_requested_by_cms_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."cms_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exports_tenant_kind_created_idx" ON "exports" USING btree ("tenant_id","kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "exports_status_expires_idx" ON "exports" USING btree ("status","expires_at");