ALTER TABLE "subscriptions" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
-- Addresses stored before confirmation existed were told they were subscribed: they stay so.
UPDATE "subscriptions" SET "status" = 'confirmed';--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "confirmation_token" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "unsubscribe_token" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_confirmation_token_unique" UNIQUE("confirmation_token");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_unsubscribe_token_unique" UNIQUE("unsubscribe_token");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_status_known" CHECK ("subscriptions"."status" in ('pending', 'confirmed', 'unsubscribed'));--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;
