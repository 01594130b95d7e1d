CREATE TABLE "buyer_group_members" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "buyer_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"open_to_requests" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lot_buyer_groups" (
	"lot_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "lot_buyer_groups_lot_id_group_id_pk" PRIMARY KEY("lot_id","group_id")
);
--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "is_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "buyer_group_members" ADD CONSTRAINT "buyer_group_members_group_id_buyer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."buyer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_group_members" ADD CONSTRAINT "buyer_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_groups" ADD CONSTRAINT "buyer_groups_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_buyer_groups" ADD CONSTRAINT "lot_buyer_groups_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_buyer_groups" ADD CONSTRAINT "lot_buyer_groups_group_id_buyer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."buyer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buyer_group_members_user_idx" ON "buyer_group_members" USING btree ("user_id","group_id");--> statement-breakpoint
CREATE INDEX "buyer_groups_seller_idx" ON "buyer_groups" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "lot_buyer_groups_group_idx" ON "lot_buyer_groups" USING btree ("group_id");