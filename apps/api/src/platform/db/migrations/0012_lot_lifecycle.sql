ALTER TABLE "lots" ADD COLUMN "soft_close" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "shipping_fee" bigint;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "view_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "relisted_from_id" integer;--> statement-breakpoint
CREATE INDEX "lots_seller_idx" ON "lots" USING btree ("seller_id","id");