CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_price_not_negative" CHECK ("order_lines"."price" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amount_positive" CHECK ("orders"."amount" > 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_currency_inr" CHECK ("orders"."currency" = 'INR');