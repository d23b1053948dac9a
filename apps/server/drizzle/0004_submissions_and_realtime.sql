ALTER TYPE "public"."review_action" ADD VALUE 'created';--> statement-breakpoint
ALTER TYPE "public"."review_action" ADD VALUE 'deleted';--> statement-breakpoint
ALTER TYPE "public"."review_content_type" ADD VALUE 'resource';--> statement-breakpoint
ALTER TYPE "public"."review_content_type" ADD VALUE 'board';--> statement-breakpoint
ALTER TYPE "public"."review_content_type" ADD VALUE 'hardwareComponent';--> statement-breakpoint
ALTER TYPE "public"."review_content_type" ADD VALUE 'simulator';--> statement-breakpoint
ALTER TYPE "public"."review_content_type" ADD VALUE 'programmingLanguage';--> statement-breakpoint
ALTER TYPE "public"."review_content_type" ADD VALUE 'learninghubDomain';--> statement-breakpoint
ALTER TYPE "public"."review_content_type" ADD VALUE 'learninghubTopic';--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"content_type" "review_content_type" NOT NULL,
	"content_id" uuid NOT NULL,
	"action" "review_action" NOT NULL,
	"title" text NOT NULL,
	"reason" text,
	"link" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "store_items" ADD COLUMN "image" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "cover_image" text;--> statement-breakpoint
ALTER TABLE "learninghub_domains" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "learninghub_topics" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "review_events" ADD COLUMN "changed_fields" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "store_items_unique_key_lower_idx" ON "store_items" USING btree (lower("unique_key"));