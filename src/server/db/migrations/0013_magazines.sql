CREATE TABLE "content_issue_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"issue_id" integer NOT NULL,
	"section_id" integer,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "magazine_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"publication_id" integer NOT NULL,
	"name" text NOT NULL,
	"alias" text NOT NULL,
	"mailing_date" date NOT NULL,
	"description" text,
	"cover_image_id" integer,
	"digital_edition_url" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "magazine_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"publication_id" integer NOT NULL,
	"name" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "magazine_publications" ADD COLUMN "alias" text;--> statement-breakpoint
-- Publications saved before aliases existed get the slug of their name (the id appended when two of a site share one).
UPDATE "magazine_publications" p SET "alias" = s."alias" FROM (
  SELECT x."id", CASE WHEN row_number() OVER (PARTITION BY x."tenant_id", x."slug" ORDER BY x."id") = 1 THEN x."slug" ELSE x."slug" || '-' || x."id" END AS "alias"
  FROM (SELECT "id", "tenant_id", coalesce(nullif(trim(both '-' from lower(regexp_replace("name", '[^a-zA-Z0-9]+', '-', 'g'))), ''), 'publication') AS "slug" FROM "magazine_publications") x
) s WHERE p."id" = s."id";--> statement-breakpoint
ALTER TABLE "magazine_publications" ALTER COLUMN "alias" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "magazine_publications" ADD COLUMN "logo_id" integer;--> statement-breakpoint
ALTER TABLE "magazine_publications" ADD COLUMN "subscribe_url" text;--> statement-breakpoint
ALTER TABLE "magazine_publications" ADD COLUMN "renew_url" text;--> statement-breakpoint
ALTER TABLE "content_issue_schedules" ADD CONSTRAINT "content_issue_schedules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_issue_schedules" ADD CONSTRAINT "content_issue_schedules_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_issue_schedules" ADD CONSTRAINT "content_issue_schedules_issue_id_magazine_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."magazine_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_issue_schedules" ADD CONSTRAINT "content_issue_schedules_section_id_magazine_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."magazine_sections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_issues" ADD CONSTRAINT "magazine_issues_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_issues" ADD CONSTRAINT "magazine_issues_publication_id_magazine_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."magazine_publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_issues" ADD CONSTRAINT "magazine_issues_cover_image_id_assets_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_sections" ADD CONSTRAINT "magazine_sections_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_sections" ADD CONSTRAINT "magazine_sections_publication_id_magazine_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."magazine_publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_issue_schedules_issue_content_uq" ON "content_issue_schedules" USING btree ("issue_id","content_id");--> statement-breakpoint
CREATE INDEX "content_issue_schedules_content_idx" ON "content_issue_schedules" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "content_issue_schedules_section_idx" ON "content_issue_schedules" USING btree ("section_id");--> statement-breakpoint
CREATE UNIQUE INDEX "magazine_issues_publication_alias_uq" ON "magazine_issues" USING btree ("publication_id","alias");--> statement-breakpoint
CREATE INDEX "magazine_issues_tenant_publication_date_idx" ON "magazine_issues" USING btree ("tenant_id","publication_id","mailing_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "magazine_sections_tenant_publication_idx" ON "magazine_sections" USING btree ("tenant_id","publication_id","sequence");--> statement-breakpoint
ALTER TABLE "magazine_publications" ADD CONSTRAINT "magazine_publications_logo_id_assets_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "magazine_publications_tenant_alias_uq" ON "magazine_publications" USING btree ("tenant_id","alias");