CREATE SEQUENCE "public"."audience_product_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100000 CACHE 1;--> statement-breakpoint
CREATE TABLE "demographic_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"demographic_type" smallint NOT NULL,
	"omeda_webform_text" text NOT NULL,
	"description" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demographic_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"description" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_license_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"ranges" text[] DEFAULT '{}' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_user_demographics" (
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer_ids" integer[] DEFAULT '{}' NOT NULL,
	"answer_text" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_user_demographics_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "site_user_favorites" (
	"user_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_user_favorites_user_id_content_id_pk" PRIMARY KEY("user_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "site_user_products" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_version" text,
	"expires_at" timestamp with time zone,
	"amount" numeric(12, 2),
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_user_products_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "site_user_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"simulated_by" integer,
	"session_id" text,
	"ip" text,
	"user_agent" text,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_user_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"new_email" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"username" text NOT NULL,
	"emails" text[] DEFAULT '{}' NOT NULL,
	"hashed_id" text NOT NULL,
	"omeda_customer_id" integer,
	"omeda_encrypted_customer_id" text,
	"first_name" text,
	"last_name" text,
	"title" text,
	"company" text,
	"city" text,
	"postal_code" text,
	"region" text,
	"country_code" text,
	"password_hash" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"consent" jsonb,
	"registration" jsonb,
	"last_login_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "demographic_questions" ADD CONSTRAINT "demographic_questions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demographic_values" ADD CONSTRAINT "demographic_values_question_id_demographic_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."demographic_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_license_companies" ADD CONSTRAINT "site_license_companies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_user_demographics" ADD CONSTRAINT "site_user_demographics_user_id_site_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."site_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_user_demographics" ADD CONSTRAINT "site_user_demographics_question_id_demographic_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."demographic_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_user_favorites" ADD CONSTRAINT "site_user_favorites_user_id_site_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."site_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_user_favorites" ADD CONSTRAINT "site_user_favorites_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_user_products" ADD CONSTRAINT "site_user_products_user_id_site_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."site_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_user_sessions" ADD CONSTRAINT "site_user_sessions_user_id_site_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."site_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_user_sessions" ADD CONSTRAINT "site_user_sessions_simulated_by_cms_users_id_fk" FOREIGN KEY ("simulated_by") REFERENCES "public"."cms_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_user_tokens" ADD CONSTRAINT "site_user_tokens_user_id_site_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."site_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_users" ADD CONSTRAINT "site_users_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demographic_questions_tenant_idx" ON "demographic_questions" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "demographic_values_question_idx" ON "demographic_values" USING btree ("question_id","position");--> statement-breakpoint
CREATE INDEX "site_license_companies_tenant_idx" ON "site_license_companies" USING btree ("tenant_id","company_name");--> statement-breakpoint
CREATE INDEX "site_user_favorites_user_created_idx" ON "site_user_favorites" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "site_user_products_product_idx" ON "site_user_products" USING btree ("product_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "site_user_sessions_token_uq" ON "site_user_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "site_user_sessions_user_idx" ON "site_user_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "site_user_tokens_hash_uq" ON "site_user_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "site_user_tokens_user_idx" ON "site_user_tokens" USING btree ("user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "site_users_tenant_username_uq" ON "site_users" USING btree ("tenant_id",lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "site_users_hashed_id_uq" ON "site_users" USING btree ("hashed_id");--> statement-breakpoint
CREATE INDEX "site_users_tenant_created_idx" ON "site_users" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "site_users_tenant_last_name_idx" ON "site_users" USING btree ("tenant_id",lower("last_name"));--> statement-breakpoint
CREATE INDEX "site_users_tenant_company_idx" ON "site_users" USING btree ("tenant_id",lower("company"));--> statement-breakpoint
-- Every membership is a product of the audience store (held by site users through site_user_products).
UPDATE "memberships" SET "omeda_product" = nextval('audience_product_id_seq') WHERE "omeda_product" IS NULL;
