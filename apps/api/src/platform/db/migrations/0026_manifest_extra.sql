ALTER TABLE "manifest_lines" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "manifest_lines" ADD COLUMN "extra" jsonb DEFAULT '[]'::jsonb NOT NULL;