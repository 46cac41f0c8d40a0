-- A product id is shared by a large part of all order lines (the catalogue is small), so this index never narrows a
-- search; without statistics (embedded PGlite runs no ANALYZE) the planner still combined it with the order id
-- key, reading every line of the product on each checkout. Lines are always found through their order.
DROP INDEX "order_lines_product_idx";
