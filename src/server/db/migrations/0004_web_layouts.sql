CREATE TABLE "web_layout_tenants" (
	"layout_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	CONSTRAINT "web_layout_tenants_layout_id_tenant_id_pk" PRIMARY KEY("layout_id","tenant_id")
);
--> statement-breakpoint
CREATE TABLE "web_layouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"aliases" text[] DEFAULT '{}' NOT NULL,
	"propagate" boolean DEFAULT false NOT NULL,
	"page_type" text,
	"content_types" text[] DEFAULT '{}' NOT NULL,
	"gating_requirements" text[] DEFAULT '{}' NOT NULL,
	"is_global" boolean DEFAULT false NOT NULL,
	"hide_header" boolean DEFAULT false NOT NULL,
	"hide_footer" boolean DEFAULT false NOT NULL,
	"load_more_type" text DEFAULT 'none' NOT NULL,
	"exclude_ads" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"primary_grid" jsonb DEFAULT '{"rows":[]}'::jsonb NOT NULL,
	"secondary_grids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "web_layout_tenants" ADD CONSTRAINT "web_layout_tenants_layout_id_web_layouts_id_fk" FOREIGN KEY ("layout_id") REFERENCES "public"."web_layouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_layout_tenants" ADD CONSTRAINT "web_layout_tenants_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_layouts" ADD CONSTRAINT "web_layouts_updated_by_cms_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."cms_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "web_layout_tenants_tenant_idx" ON "web_layout_tenants" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "web_layouts_type_idx" ON "web_layouts" USING btree ("type");--> statement-breakpoint
CREATE INDEX "web_layouts_aliases_idx" ON "web_layouts" USING gin ("aliases");