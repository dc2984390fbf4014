CREATE TABLE "company_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"proposed" jsonb,
	"base" jsonb,
	"submitter_name" text,
	"submitter_email" text,
	"submitter_ip" text,
	"recipient_email" text,
	"created_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"review_note" text,
	"revoked_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "rate_unit" text DEFAULT 'flat' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "payment_terms" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "terms" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "link_nonce" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "signature_name" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "approved_ip" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "approved_user_agent" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "company_updates" ADD CONSTRAINT "company_updates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_updates" ADD CONSTRAINT "company_updates_company_id_content_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_updates" ADD CONSTRAINT "company_updates_created_by_cms_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."cms_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_updates" ADD CONSTRAINT "company_updates_reviewed_by_cms_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."cms_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_updates_token_uq" ON "company_updates" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "company_updates_tenant_status_idx" ON "company_updates" USING btree ("tenant_id","status","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "company_updates_company_idx" ON "company_updates" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_created_by_cms_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."cms_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contracts_tenant_status_idx" ON "contracts" USING btree ("tenant_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
UPDATE "contracts" SET "status" = 3 WHERE "approved" IS NOT NULL;