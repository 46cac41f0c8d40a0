/**
 * The short number a shopper (and the merchant) reads an order by: the first eight letters and
 * digits of its id, upper case, after a `#` — `#3F2A9C1B` for the UUID `3f2a9c1b-…`. Eight hex
 * digits tell apart the orders of one shopper (and of a small shop) many times over; the whole id
 * stays on the invoice. An id with a word prefix (`ord_0007`, the mocks') drops the prefix.
 */
export function shortOrderNumber(orderId: string): string {
  const body = orderId.replace(/^[a-z]+_/i, '').replace(/[^0-9a-z]/gi, '');
  return `#${body.slice(0, 8).toUpperCase()}`;
}
