CREATE TYPE "public"."review_action" AS ENUM('submitted', 'withdrawn', 'approved', 'rejected', 'edited');--> statement-breakpoint
CREATE TYPE "public"."review_content_type" AS ENUM('article', 'blogPost', 'project', 'store', 'storeItem');--> statement-breakpoint
CREATE TABLE "review_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" "review_content_type" NOT NULL,
	"content_id" uuid NOT NULL,
	"action" "review_action" NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"reason" text,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "cover_image" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "cover_image" text;--> statement-breakpoint
ALTER TABLE "review_events" ADD CONSTRAINT "review_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_events_content_idx" ON "review_events" USING btree ("content_type","content_id","created_at");