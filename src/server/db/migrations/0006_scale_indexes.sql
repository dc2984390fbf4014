-- Trigram matching for the admin search's ILIKE '%phrase%' on names (content_name_trgm_idx). A trusted
-- extension since PostgreSQL 13: the database owner may create it; PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "content_taxonomy_term_idx";--> statement-breakpoint
DROP INDEX "content_tenant_status_published_idx";--> statement-breakpoint
DROP INDEX "content_tenant_type_status_published_idx";--> statement-breakpoint
DROP INDEX "content_primary_section_idx";--> statement-breakpoint
CREATE INDEX "content_tenant_lower_alias_idx" ON "content" USING btree ("tenant_id",lower("alias"));--> statement-breakpoint
CREATE INDEX "content_tenant_start_idx" ON "content" USING btree ("tenant_id","start_date","id");--> statement-breakpoint
CREATE INDEX "content_tenant_updated_idx" ON "content" USING btree ("tenant_id","updated_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "content_tenant_published_idx" ON "content" USING btree ("tenant_id","published" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "content_sitemap_idx" ON "content" USING btree ("tenant_id","type","id","published","unpublished","updated_at","canonical_path") WHERE "content"."status" = 1;--> statement-breakpoint
CREATE INDEX "content_name_trgm_idx" ON "content" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "content_taxonomy_term_content_idx" ON "content_taxonomy" USING btree ("term_id","content_id");--> statement-breakpoint
CREATE INDEX "schedules_section_option_idx" ON "content_website_schedules" USING btree ("section_id","option","start_date","end_date","content_id");--> statement-breakpoint
CREATE INDEX "content_tenant_status_published_idx" ON "content" USING btree ("tenant_id","status","published" DESC NULLS LAST,"id" DESC NULLS FIRST,"type","unpublished");--> statement-breakpoint
CREATE INDEX "content_tenant_type_status_published_idx" ON "content" USING btree ("tenant_id","type","status","published" DESC NULLS LAST,"id" DESC NULLS FIRST,"unpublished");--> statement-breakpoint
CREATE INDEX "content_primary_section_idx" ON "content" USING btree ("primary_section_id","published" DESC NULLS LAST,"id" DESC NULLS FIRST);