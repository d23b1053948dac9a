DROP INDEX "articles_status_published_idx";--> statement-breakpoint
DROP INDEX "stores_status_idx";--> statement-breakpoint
DROP INDEX "projects_status_published_idx";--> statement-breakpoint
DROP INDEX "search_documents_vector_idx";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_items" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "articles_public_newest_idx" ON "articles" USING btree ("status","published_at" DESC NULLS FIRST,"slug");--> statement-breakpoint
CREATE INDEX "articles_public_oldest_idx" ON "articles" USING btree ("status","published_at","slug");--> statement-breakpoint
CREATE INDEX "articles_public_title_idx" ON "articles" USING btree ("status",lower("title"),"slug");--> statement-breakpoint
CREATE INDEX "articles_sitemap_idx" ON "articles" USING btree ("status","slug","updated_at");--> statement-breakpoint
CREATE INDEX "articles_review_queue_idx" ON "articles" USING btree ("status","submitted_at" NULLS FIRST,"created_at","id");--> statement-breakpoint
CREATE INDEX "articles_author_idx" ON "articles" USING btree ("author_id","updated_at" DESC NULLS FIRST,"created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "stores_public_name_idx" ON "stores" USING btree ("status",lower("name"),"slug");--> statement-breakpoint
CREATE INDEX "stores_public_newest_idx" ON "stores" USING btree ("status","published_at" DESC NULLS FIRST,lower("name"),"slug");--> statement-breakpoint
CREATE INDEX "stores_review_queue_idx" ON "stores" USING btree ("status","submitted_at" NULLS FIRST,"updated_at","id");--> statement-breakpoint
CREATE INDEX "stores_author_idx" ON "stores" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "store_items_compact_key_idx" ON "store_items" USING btree (regexp_replace(lower("unique_key"), '[^a-z0-9]', '', 'g'));--> statement-breakpoint
CREATE INDEX "store_items_review_queue_idx" ON "store_items" USING btree ("status","submitted_at" NULLS FIRST,"updated_at","id");--> statement-breakpoint
CREATE INDEX "store_items_author_idx" ON "store_items" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "projects_public_newest_idx" ON "projects" USING btree ("status","published_at" DESC NULLS FIRST,"slug");--> statement-breakpoint
CREATE INDEX "projects_public_oldest_idx" ON "projects" USING btree ("status","published_at","slug");--> statement-breakpoint
CREATE INDEX "projects_public_title_idx" ON "projects" USING btree ("status",lower("title"),"slug");--> statement-breakpoint
CREATE INDEX "projects_sitemap_idx" ON "projects" USING btree ("status","slug","updated_at");--> statement-breakpoint
CREATE INDEX "projects_review_queue_idx" ON "projects" USING btree ("status","submitted_at" NULLS FIRST,"updated_at","id");--> statement-breakpoint
CREATE INDEX "projects_author_idx" ON "projects" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "search_documents_article_vector_idx" ON "search_documents" USING gin ("search_vector") WHERE content_type = 'article';--> statement-breakpoint
CREATE INDEX "search_documents_article_title_idx" ON "search_documents" USING gin (to_tsvector('english', "title")) WHERE content_type = 'article';--> statement-breakpoint
CREATE INDEX "search_documents_project_vector_idx" ON "search_documents" USING gin ("search_vector") WHERE content_type = 'project';--> statement-breakpoint
CREATE INDEX "search_documents_project_title_idx" ON "search_documents" USING gin (to_tsvector('english', "title")) WHERE content_type = 'project';--> statement-breakpoint
CREATE INDEX "search_documents_store_vector_idx" ON "search_documents" USING gin ("search_vector") WHERE content_type = 'store';--> statement-breakpoint
CREATE INDEX "search_documents_store_title_idx" ON "search_documents" USING gin (to_tsvector('english', "title")) WHERE content_type = 'store';--> statement-breakpoint
CREATE INDEX "search_documents_store_item_vector_idx" ON "search_documents" USING gin ("search_vector") WHERE content_type = 'storeItem';--> statement-breakpoint
CREATE INDEX "search_documents_store_item_title_idx" ON "search_documents" USING gin (to_tsvector('english', "title")) WHERE content_type = 'storeItem';--> statement-breakpoint
CREATE INDEX "search_documents_other_vector_idx" ON "search_documents" USING gin ("search_vector") WHERE content_type not in ('article', 'project', 'store', 'storeItem');--> statement-breakpoint
CREATE INDEX "search_documents_other_title_idx" ON "search_documents" USING gin (to_tsvector('english', "title")) WHERE content_type not in ('article', 'project', 'store', 'storeItem');--> statement-breakpoint
-- The review queues' order: when each record was last submitted, kept from its review history.
CREATE FUNCTION keep_submitted_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  CASE NEW.content_type
    WHEN 'article' THEN UPDATE articles SET submitted_at = GREATEST(submitted_at, NEW.created_at) WHERE id = NEW.content_id;
    WHEN 'blogPost' THEN UPDATE blog_posts SET submitted_at = GREATEST(submitted_at, NEW.created_at) WHERE id = NEW.content_id;
    WHEN 'project' THEN UPDATE projects SET submitted_at = GREATEST(submitted_at, NEW.created_at) WHERE id = NEW.content_id;
    WHEN 'store' THEN UPDATE stores SET submitted_at = GREATEST(submitted_at, NEW.created_at) WHERE id = NEW.content_id;
    WHEN 'storeItem' THEN UPDATE store_items SET submitted_at = GREATEST(submitted_at, NEW.created_at) WHERE id = NEW.content_id;
    ELSE NULL;
  END CASE;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER review_events_submitted_at AFTER INSERT ON review_events FOR EACH ROW WHEN (NEW.action = 'submitted') EXECUTE FUNCTION keep_submitted_at();
--> statement-breakpoint
UPDATE articles t SET submitted_at = s.at FROM (SELECT content_id, max(created_at) AS at FROM review_events WHERE content_type = 'article' AND action = 'submitted' GROUP BY content_id) s WHERE t.id = s.content_id;
--> statement-breakpoint
UPDATE blog_posts t SET submitted_at = s.at FROM (SELECT content_id, max(created_at) AS at FROM review_events WHERE content_type = 'blogPost' AND action = 'submitted' GROUP BY content_id) s WHERE t.id = s.content_id;
--> statement-breakpoint
UPDATE projects t SET submitted_at = s.at FROM (SELECT content_id, max(created_at) AS at FROM review_events WHERE content_type = 'project' AND action = 'submitted' GROUP BY content_id) s WHERE t.id = s.content_id;
--> statement-breakpoint
UPDATE stores t SET submitted_at = s.at FROM (SELECT content_id, max(created_at) AS at FROM review_events WHERE content_type = 'store' AND action = 'submitted' GROUP BY content_id) s WHERE t.id = s.content_id;
--> statement-breakpoint
UPDATE store_items t SET submitted_at = s.at FROM (SELECT content_id, max(created_at) AS at FROM review_events WHERE content_type = 'storeItem' AND action = 'submitted' GROUP BY content_id) s WHERE t.id = s.content_id;
