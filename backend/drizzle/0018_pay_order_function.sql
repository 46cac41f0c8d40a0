-- Paying an order, as one call that takes the shopper's lock itself (issue #29: PostgreSQL under
-- webhooks). Run outside a transaction, the shopper's row and the invoice series' counter are locked
-- only while the two statements below run, not across the round trips of a transaction through the
-- service. Each statement of a PL/pgSQL function takes its own snapshot (READ COMMITTED), so the
-- paying statement sees a payment of the same shopper committed while this call waited for the
-- lock: of two orders holding one product and paid at once, the second refunds the overlap.
-- The caller passes the statuses and names of the contract (OrdersRepository.markPaid).
CREATE FUNCTION "pay_order"(
	p_order_id uuid, p_provider_order_id text, p_user_id uuid,
	p_payment_id text, p_amount integer, p_currency text,
	p_capture_from text[], p_granting text[],
	p_refund_job_kind text, p_seller jsonb, p_seller_state text,
	p_invoice_prefix text, p_receipt_subject_prefix text, p_mail_job_kind text
) RETURNS TABLE (order_id uuid, product_id text, title text, price integer, owned boolean, refund_id uuid)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
	v_order_id uuid;
	v_user_id uuid;
BEGIN
	-- One branch per way of naming the order, so that each uses its index.
	IF p_order_id IS NOT NULL THEN
		SELECT o.id, o.user_id INTO v_order_id, v_user_id FROM "orders" o WHERE o.id = p_order_id;
	ELSE
		SELECT o.id, o.user_id INTO v_order_id, v_user_id FROM "orders" o
		WHERE o.provider_order_id = p_provider_order_id AND (p_user_id IS NULL OR o.user_id = p_user_id);
	END IF;
	IF v_order_id IS NULL THEN
		RETURN;
	END IF;
	PERFORM 1 FROM "users" WHERE "users".id = v_user_id FOR UPDATE;
	RETURN QUERY
	WITH paid AS (
		UPDATE "orders" o
		SET status = 'paid', payment_id = p_payment_id, paid_at = now(), failure_code = NULL,
			failure_reason = NULL, reconcile_after = NULL, updated_at = now()
		WHERE o.id = v_order_id AND o.status = ANY (p_capture_from) AND o.amount = p_amount AND o.currency = p_currency
		RETURNING o.id, o.user_id, o.paid_at, o.billing_state
	), recorded AS (
		INSERT INTO "payments" (id, order_id, amount, currency, status, extra)
		SELECT p_payment_id, paid.id, p_amount, p_currency, 'captured', false FROM paid
		ON CONFLICT (id) DO UPDATE SET status = 'captured', extra = false, updated_at = now()
		RETURNING "payments".order_id
	), paid_lines AS (
		SELECT paid.id AS order_id, line.position, line.product_id, line.title, line.price,
			EXISTS (
				SELECT 1 FROM "orders" other JOIN "order_lines" held ON held.order_id = other.id
				WHERE other.user_id = paid.user_id AND other.id <> paid.id AND other.status = ANY (p_granting)
					AND held.product_id = line.product_id
			) AS owned
		FROM paid JOIN "order_lines" line ON line.order_id = paid.id
	), duplicate AS (
		INSERT INTO "refunds" (order_id, payment_id, reason, amount, product_ids, titles)
		SELECT paid_lines.order_id, p_payment_id, 'duplicate', sum(paid_lines.price)::int,
			array_agg(paid_lines.product_id ORDER BY paid_lines.position), array_agg(paid_lines.title ORDER BY paid_lines.position)
		FROM paid_lines WHERE paid_lines.owned GROUP BY paid_lines.order_id
		ON CONFLICT (payment_id) WHERE reason = 'duplicate' DO NOTHING
		RETURNING "refunds".id
	), fiscal AS (
		SELECT paid.id, paid.user_id, paid.paid_at, paid.billing_state,
			extract(year FROM (paid.paid_at AT TIME ZONE 'UTC') + interval '5 hours 30 minutes' - interval '3 months')::int AS y
		FROM paid
	), series AS (
		INSERT INTO "document_series" (series, last_number)
		SELECT p_invoice_prefix || '/' || lpad((fiscal.y % 100)::text, 2, '0') || '-' || lpad(((fiscal.y + 1) % 100)::text, 2, '0'), 1
		FROM fiscal
		ON CONFLICT (series) DO UPDATE SET last_number = "document_series".last_number + 1
		RETURNING "document_series".series, "document_series".last_number
	), invoice AS (
		INSERT INTO "invoices" (order_id, number, issued_at, seller, place_of_supply)
		SELECT fiscal.id, series.series || '/' || lpad(series.last_number::text, 6, '0'), fiscal.paid_at,
			p_seller, coalesce(fiscal.billing_state, p_seller_state)
		FROM fiscal, series
		RETURNING "invoices".order_id, "invoices".number
	), receipt AS (
		INSERT INTO "outbox" (kind, to_address, subject, order_id)
		SELECT 'receipt', "users".email, p_receipt_subject_prefix || invoice.number, invoice.order_id
		FROM invoice JOIN fiscal ON fiscal.id = invoice.order_id JOIN "users" ON "users".id = fiscal.user_id
		RETURNING "outbox".id
	), mail_job AS (
		INSERT INTO "jobs" (kind, key, payload)
		SELECT p_mail_job_kind, 'mail:' || receipt.id, jsonb_build_object('outboxId', receipt.id) FROM receipt
		RETURNING "jobs".id
	), refund_job AS (
		INSERT INTO "jobs" (kind, key, payload)
		SELECT p_refund_job_kind, 'refund-duplicate:' || duplicate.id, jsonb_build_object('refundId', duplicate.id) FROM duplicate
		ON CONFLICT (key) DO NOTHING
	)
	SELECT paid_lines.order_id, paid_lines.product_id, paid_lines.title, paid_lines.price, paid_lines.owned,
		(SELECT duplicate.id FROM duplicate)
	FROM paid_lines ORDER BY paid_lines.position;
END;
$$;
