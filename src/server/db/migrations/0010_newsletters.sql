CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_ad_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"ad_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"position" smallint NOT NULL,
	"order_id" text DEFAULT '' NOT NULL,
	"line_item_id" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"title" text NOT NULL,
	"campaign_name" text DEFAULT '' NOT NULL,
	"company_id" integer NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"placement" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"ad_category" text DEFAULT '' NOT NULL,
	"cta_label" text DEFAULT '' NOT NULL,
	"priority" smallint DEFAULT 10 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_campaign_ads" (
	"campaign_id" integer NOT NULL,
	"ad_id" integer NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_campaign_recipients" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"email" text NOT NULL,
	"site_user_id" integer,
	"state" smallint DEFAULT 0 NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "newsletter_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"issue_date" date NOT NULL,
	"subject" text NOT NULL,
	"preheader" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"hide_on_web" boolean DEFAULT false NOT NULL,
	"origin" text,
	"send_at" timestamp with time zone,
	"sending_started_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"html" text,
	"text" text,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_content_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"issue_date" date NOT NULL,
	"block_id" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_ad_schedules" ADD CONSTRAINT "newsletter_ad_schedules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_ad_schedules" ADD CONSTRAINT "newsletter_ad_schedules_ad_id_newsletter_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."newsletter_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_ad_schedules" ADD CONSTRAINT "newsletter_ad_schedules_template_id_newsletter_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."newsletter_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_ads" ADD CONSTRAINT "newsletter_ads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_ads" ADD CONSTRAINT "newsletter_ads_company_id_content_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."content"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_campaign_ads" ADD CONSTRAINT "newsletter_campaign_ads_campaign_id_newsletter_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."newsletter_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_campaign_ads" ADD CONSTRAINT "newsletter_campaign_ads_ad_id_newsletter_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."newsletter_ads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_campaign_recipients" ADD CONSTRAINT "newsletter_campaign_recipients_campaign_id_newsletter_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."newsletter_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_campaign_recipients" ADD CONSTRAINT "newsletter_campaign_recipients_site_user_id_site_users_id_fk" FOREIGN KEY ("site_user_id") REFERENCES "public"."site_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD CONSTRAINT "newsletter_campaigns_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD CONSTRAINT "newsletter_campaigns_template_id_newsletter_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."newsletter_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_content_schedules" ADD CONSTRAINT "newsletter_content_schedules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_content_schedules" ADD CONSTRAINT "newsletter_content_schedules_template_id_newsletter_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."newsletter_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_content_schedules" ADD CONSTRAINT "newsletter_content_schedules_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_ad_schedules_template_idx" ON "newsletter_ad_schedules" USING btree ("template_id","position","end_date");--> statement-breakpoint
CREATE INDEX "newsletter_ad_schedules_ad_idx" ON "newsletter_ad_schedules" USING btree ("ad_id");--> statement-breakpoint
CREATE INDEX "newsletter_ads_tenant_idx" ON "newsletter_ads" USING btree ("tenant_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_campaign_ads_uq" ON "newsletter_campaign_ads" USING btree ("campaign_id","position");--> statement-breakpoint
CREATE INDEX "newsletter_campaign_ads_ad_idx" ON "newsletter_campaign_ads" USING btree ("ad_id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_recipients_campaign_email_uq" ON "newsletter_campaign_recipients" USING btree ("campaign_id","email");--> statement-breakpoint
CREATE INDEX "newsletter_recipients_campaign_state_idx" ON "newsletter_campaign_recipients" USING btree ("campaign_id","state","id");--> statement-breakpoint
CREATE INDEX "newsletter_campaigns_tenant_date_idx" ON "newsletter_campaigns" USING btree ("tenant_id","issue_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "newsletter_campaigns_template_idx" ON "newsletter_campaigns" USING btree ("template_id","status","issue_date" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_content_template_date_content_uq" ON "newsletter_content_schedules" USING btree ("template_id","issue_date","content_id");--> statement-breakpoint
CREATE INDEX "newsletter_content_tenant_date_idx" ON "newsletter_content_schedules" USING btree ("tenant_id","issue_date");--> statement-breakpoint
CREATE INDEX "newsletter_content_content_idx" ON "newsletter_content_schedules" USING btree ("content_id");