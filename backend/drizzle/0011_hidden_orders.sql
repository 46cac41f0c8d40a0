ALTER TABLE "orders" ADD COLUMN "hidden_at" timestamp with time zone;
