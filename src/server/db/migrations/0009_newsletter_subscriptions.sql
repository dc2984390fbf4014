CREATE TABLE "newsletter_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"product_ids" integer[] NOT NULL,
	"country_code" text NOT NULL,
	"region" text,
	"consent" jsonb NOT NULL,
	"promo_code" text,
	"ip" text,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"email" text NOT NULL,
	"site_user_id" integer,
	"product_id" integer NOT NULL,
	"action" text NOT NULL,
	"source" text NOT NULL,
	"consent" jsonb NOT NULL,
	"promo_code" text,
	"ip" text,
	"signup_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_signups" ADD CONSTRAINT "newsletter_signups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_site_user_id_site_users_id_fk" FOREIGN KEY ("site_user_id") REFERENCES "public"."site_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_signup_id_newsletter_signups_id_fk" FOREIGN KEY ("signup_id") REFERENCES "public"."newsletter_signups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_signups_token_uq" ON "newsletter_signups" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "newsletter_signups_tenant_email_idx" ON "newsletter_signups" USING btree ("tenant_id","email");--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_tenant_email_idx" ON "newsletter_subscriptions" USING btree ("tenant_id","email","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_tenant_product_idx" ON "newsletter_subscriptions" USING btree ("tenant_id","product_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_user_idx" ON "newsletter_subscriptions" USING btree ("site_user_id");