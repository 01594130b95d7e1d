ALTER TABLE "bids" ADD COLUMN "chain_pos" integer;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "chain_hash" text;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "cancel_pos" integer;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "cancel_hash" text;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "cancelled_by" integer;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "chain_length" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "chain_head" text;