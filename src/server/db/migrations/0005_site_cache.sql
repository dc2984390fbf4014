CREATE TABLE "site_changes" (
	"tenant_id" integer NOT NULL,
	"version" bigint NOT NULL,
	"kinds" text[] DEFAULT '{}' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_changes_tenant_id_version_pk" PRIMARY KEY("tenant_id","version")
);
--> statement-breakpoint
CREATE TABLE "site_versions" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
