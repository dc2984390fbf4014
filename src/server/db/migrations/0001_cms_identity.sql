CREATE TABLE "aspire_news" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 2 NOT NULL,
	"alert" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aspire_news_reads" (
	"news_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aspire_news_reads_news_id_user_id_pk" PRIMARY KEY("news_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "cms_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"bearer_hash" text NOT NULL,
	"bearer_expires_at" timestamp with time zone NOT NULL,
	"refresh_hash" text NOT NULL,
	"refresh_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_user_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"category" text NOT NULL,
	"transport" text DEFAULT 'outbox' NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_modules" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"leaders" boolean NOT NULL,
	"magazine" boolean NOT NULL,
	"newsletters" boolean NOT NULL,
	"search" boolean NOT NULL,
	"memberships" boolean NOT NULL,
	"sourceesb" boolean NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "aspire_news" ADD CONSTRAINT "aspire_news_created_by_cms_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."cms_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aspire_news_reads" ADD CONSTRAINT "aspire_news_reads_news_id_aspire_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."aspire_news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aspire_news_reads" ADD CONSTRAINT "aspire_news_reads_user_id_cms_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."cms_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_sessions" ADD CONSTRAINT "cms_sessions_user_id_cms_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."cms_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_user_tokens" ADD CONSTRAINT "cms_user_tokens_user_id_cms_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."cms_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_modules" ADD CONSTRAINT "tenant_modules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aspire_news_status_date_idx" ON "aspire_news" USING btree ("status","date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "aspire_news_reads_user_idx" ON "aspire_news_reads" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_sessions_bearer_uq" ON "cms_sessions" USING btree ("bearer_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_sessions_refresh_uq" ON "cms_sessions" USING btree ("refresh_hash");--> statement-breakpoint
CREATE INDEX "cms_sessions_user_idx" ON "cms_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_user_tokens_hash_uq" ON "cms_user_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "cms_user_tokens_user_idx" ON "cms_user_tokens" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to_address");