-- Partner logos uploaded in the admin area (issue #12), re-encoded by the server before they are stored.
CREATE TABLE "partner_logos" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"image" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_logos" ADD CONSTRAINT "partner_logos_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;