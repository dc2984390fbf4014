CREATE TABLE "site_user_import_chunks" (
	"import_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "site_user_import_chunks_import_id_seq_pk" PRIMARY KEY("import_id","seq")
);
--> statement-breakpoint
CREATE TABLE "site_user_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"byte_size" integer NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"phase" text,
	"columns" text[] NOT NULL,
	"sample" jsonb NOT NULL,
	"row_count" integer NOT NULL,
	"mapping" jsonb,
	"options" jsonb,
	"processed" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text,
	"worker" text,
	"heartbeat_at" timestamp with time zone,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_user_import_chunks" ADD CONSTRAINT "site_user_import_chunks_import_id_site_user_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."site_user_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_user_imports" ADD CONSTRAINT "site_user_imports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_user_imports" ADD CONSTRAINT "site_user_imports_created_by_cms_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."cms_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_user_imports_tenant_created_idx" ON "site_user_imports" USING btree ("tenant_id","created_at" DESC NULLS LAST);