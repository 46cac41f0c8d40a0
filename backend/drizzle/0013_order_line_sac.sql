-- The SAC of each line as it was when the order was made: an issued invoice or credit note prints
-- it, so a later change to the catalogue's classification never rewrites a tax document.
ALTER TABLE "order_lines" ADD COLUMN "sac" text;--> statement-breakpoint
UPDATE "order_lines" SET "sac" = CASE "product_id"
  WHEN 'instagram-growth-playbook' THEN '998431'
  WHEN 'whatsapp-sales-kit' THEN '998431'
  WHEN 'launch-email-sequences' THEN '998431'
  WHEN 'founder-metrics-dashboard' THEN '998439'
  WHEN 'gst-cash-flow-tracker' THEN '998439'
  WHEN 'no-code-automation-pack' THEN '998431'
  WHEN 'starter-crm-notion' THEN '998439'
  WHEN 'creator-content-system' THEN '998431'
  ELSE '998431'
END;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "sac" SET NOT NULL;
