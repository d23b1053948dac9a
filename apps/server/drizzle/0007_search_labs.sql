ALTER TYPE "public"."search_content_type" ADD VALUE 'board';--> statement-breakpoint
ALTER TYPE "public"."search_content_type" ADD VALUE 'hardware';--> statement-breakpoint
ALTER TYPE "public"."search_content_type" ADD VALUE 'simulator';--> statement-breakpoint
ALTER TYPE "public"."search_content_type" ADD VALUE 'programming';--> statement-breakpoint
ALTER TYPE "public"."search_content_type" ADD VALUE 'lab';