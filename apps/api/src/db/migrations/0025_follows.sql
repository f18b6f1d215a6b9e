CREATE TABLE "follows" (
	"user_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"mode" text DEFAULT 'follow' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_user_id_target_type_target_id_pk" PRIMARY KEY("user_id","target_type","target_id"),
	CONSTRAINT "follows_target_type_check" CHECK ("follows"."target_type" in ('tag', 'user', 'tutorial_series')),
	CONSTRAINT "follows_mode_check" CHECK ("follows"."mode" in ('follow', 'mute')),
	CONSTRAINT "follows_mute_check" CHECK ("follows"."mode" = 'follow' or "follows"."target_type" in ('tag', 'user'))
);
--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follows_target_idx" ON "follows" USING btree ("target_type","target_id","mode");--> statement-breakpoint
CREATE INDEX "follows_user_mode_idx" ON "follows" USING btree ("user_id","mode","created_at");
