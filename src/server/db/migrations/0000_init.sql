CREATE SEQUENCE "public"."content_id_seq" INCREMENT BY 1 MINVALUE 10000000 MAXVALUE 99999999 START WITH 10000000 CACHE 1;--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_key" text NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text NOT NULL,
	"domains" text[] DEFAULT '{}' NOT NULL,
	"prod_endpoint" text,
	"is_test" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_tenant_key_unique" UNIQUE("tenant_key")
);
--> statement-breakpoint
CREATE TABLE "website_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"description" text,
	"system_alias" text NOT NULL,
	"manual_alias" text,
	"alias" text NOT NULL,
	"gam_alias" text,
	"depth" smallint DEFAULT 1 NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"src" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer DEFAULT 0 NOT NULL,
	"width" integer,
	"height" integer,
	"alt" text,
	"caption" text,
	"credit" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"processing_options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"approved_website" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "persons" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"title" text,
	"email" text,
	"bio" text,
	"image_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taxonomy_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"full_name" text NOT NULL,
	"alias" text NOT NULL,
	"description" text,
	"parent_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content" (
	"id" integer PRIMARY KEY DEFAULT nextval('content_id_seq') NOT NULL,
	"tenant_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" smallint DEFAULT 2 NOT NULL,
	"name" text NOT NULL,
	"seo_title" text,
	"teaser" text,
	"body" text,
	"alias" text NOT NULL,
	"canonical_path" text NOT NULL,
	"primary_section_id" integer,
	"primary_image_id" integer,
	"company_id" integer,
	"published" timestamp with time zone,
	"unpublished" timestamp with time zone,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"venue" jsonb,
	"address1" text,
	"address2" text,
	"city" text,
	"postal_code" text,
	"state" text,
	"country" text,
	"link_url" text,
	"embed_code" text,
	"labels" text[] DEFAULT '{}' NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"gating_survey_type" text,
	"membership_ids" integer[] DEFAULT '{}' NOT NULL,
	"user_registration_required" boolean DEFAULT false NOT NULL,
	"exclude_ads" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(teaser, '')), 'B') || setweight(to_tsvector('english', coalesce(body, '')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "content_authors" (
	"content_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "content_authors_content_id_person_id_pk" PRIMARY KEY("content_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "content_images" (
	"content_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "content_images_content_id_asset_id_pk" PRIMARY KEY("content_id","asset_id")
);
--> statement-breakpoint
CREATE TABLE "content_taxonomy" (
	"content_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	CONSTRAINT "content_taxonomy_content_id_term_id_pk" PRIMARY KEY("content_id","term_id")
);
--> statement-breakpoint
CREATE TABLE "content_website_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"option" text DEFAULT 'Standard' NOT NULL,
	"start_date" timestamp with time zone DEFAULT now() NOT NULL,
	"end_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ad_unit_patterns" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"key" text,
	"size" text,
	"size_mapping" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refresh_rate" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"contributor_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"amount_cents" integer,
	"approved" timestamp with time zone,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "magazine_publications" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"title" text NOT NULL,
	"alias" text NOT NULL,
	"description" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_free" boolean DEFAULT true NOT NULL,
	"omeda_product" integer,
	"required_user_common_fields" text[] DEFAULT '{}' NOT NULL,
	"required_user_demographic_fields" integer[] DEFAULT '{}' NOT NULL,
	"additional_user_demographic_fields" integer[] DEFAULT '{}' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"payload" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_user_tenants" (
	"user_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	CONSTRAINT "cms_user_tenants_user_id_tenant_id_pk" PRIMARY KEY("user_id","tenant_id")
);
--> statement-breakpoint
CREATE TABLE "cms_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"role" text DEFAULT 'editor' NOT NULL,
	"extra_permissions" text[] DEFAULT '{}' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_global" boolean DEFAULT false NOT NULL,
	"last_login_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_users_email_unique" UNIQUE("email"),
	CONSTRAINT "cms_users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "website_sections" ADD CONSTRAINT "website_sections_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_sections" ADD CONSTRAINT "website_sections_parent_id_website_sections_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."website_sections"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_image_id_assets_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxonomy_terms" ADD CONSTRAINT "taxonomy_terms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxonomy_terms" ADD CONSTRAINT "taxonomy_terms_parent_id_taxonomy_terms_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."taxonomy_terms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content" ADD CONSTRAINT "content_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content" ADD CONSTRAINT "content_primary_section_id_website_sections_id_fk" FOREIGN KEY ("primary_section_id") REFERENCES "public"."website_sections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content" ADD CONSTRAINT "content_primary_image_id_assets_id_fk" FOREIGN KEY ("primary_image_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_authors" ADD CONSTRAINT "content_authors_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_authors" ADD CONSTRAINT "content_authors_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_images" ADD CONSTRAINT "content_images_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_images" ADD CONSTRAINT "content_images_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_taxonomy" ADD CONSTRAINT "content_taxonomy_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_taxonomy" ADD CONSTRAINT "content_taxonomy_term_id_taxonomy_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."taxonomy_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_website_schedules" ADD CONSTRAINT "content_website_schedules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_website_schedules" ADD CONSTRAINT "content_website_schedules_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_website_schedules" ADD CONSTRAINT "content_website_schedules_section_id_website_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."website_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_unit_patterns" ADD CONSTRAINT "ad_unit_patterns_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_contributor_id_persons_id_fk" FOREIGN KEY ("contributor_id") REFERENCES "public"."persons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_publications" ADD CONSTRAINT "magazine_publications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_templates" ADD CONSTRAINT "newsletter_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_user_tenants" ADD CONSTRAINT "cms_user_tenants_user_id_cms_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."cms_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_user_tenants" ADD CONSTRAINT "cms_user_tenants_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "website_sections_tenant_alias_uq" ON "website_sections" USING btree ("tenant_id","alias");--> statement-breakpoint
CREATE INDEX "website_sections_tenant_parent_idx" ON "website_sections" USING btree ("tenant_id","parent_id","sequence");--> statement-breakpoint
CREATE INDEX "assets_tenant_kind_idx" ON "assets" USING btree ("tenant_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "persons_tenant_status_name_idx" ON "persons" USING btree ("tenant_id","status","full_name");--> statement-breakpoint
CREATE INDEX "taxonomy_tenant_type_name_idx" ON "taxonomy_terms" USING btree ("tenant_id","type","name");--> statement-breakpoint
CREATE INDEX "taxonomy_tenant_name_idx" ON "taxonomy_terms" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "content_tenant_alias_uq" ON "content" USING btree ("tenant_id","alias");--> statement-breakpoint
CREATE INDEX "content_tenant_status_published_idx" ON "content" USING btree ("tenant_id","status","published" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_tenant_type_status_published_idx" ON "content" USING btree ("tenant_id","type","status","published" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_tenant_type_start_idx" ON "content" USING btree ("tenant_id","type","start_date");--> statement-breakpoint
CREATE INDEX "content_primary_section_idx" ON "content" USING btree ("primary_section_id","published" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_search_idx" ON "content" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "content_authors_person_idx" ON "content_authors" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "content_images_asset_idx" ON "content_images" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "content_taxonomy_term_idx" ON "content_taxonomy" USING btree ("term_id");--> statement-breakpoint
CREATE INDEX "schedules_tenant_section_option_start_idx" ON "content_website_schedules" USING btree ("tenant_id","section_id","option","start_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "schedules_content_idx" ON "content_website_schedules" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "ad_unit_patterns_tenant_type_idx" ON "ad_unit_patterns" USING btree ("tenant_id","type","name");--> statement-breakpoint
CREATE INDEX "contracts_tenant_created_idx" ON "contracts" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contracts_contributor_idx" ON "contracts" USING btree ("contributor_id");--> statement-breakpoint
CREATE INDEX "magazine_publications_tenant_name_idx" ON "magazine_publications" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_tenant_alias_uq" ON "memberships" USING btree ("tenant_id","alias");--> statement-breakpoint
CREATE INDEX "memberships_tenant_status_idx" ON "memberships" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "newsletter_templates_tenant_status_idx" ON "newsletter_templates" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "cms_user_tenants_tenant_idx" ON "cms_user_tenants" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "cms_users_status_idx" ON "cms_users" USING btree ("status");