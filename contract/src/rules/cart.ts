import { parseStoredPrice, rupeesToPaise } from './money.js';

/** What the cart needs of a line: its price in paise. */
export interface PricedLine {
  pricePaise: number;
}

/** Sum of the lines' prices in paise. */
export function cartSubtotalPaise(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + (Number.isInteger(line.pricePaise) ? line.pricePaise : 0), 0);
}

/** Shipping is always free for digital products, so the total equals the subtotal. */
export function cartTotalPaise(lines: readonly PricedLine[]): number {
  return cartSubtotalPaise(lines);
}

/**
 * Price of a cart line restored from local storage, in paise. Current lines carry
 * `pricePaise`; lines saved by the original store carry `price` in rupees as a number or a
 * `$`-prefixed string.
 */
export function storedLinePricePaise(stored: { pricePaise?: unknown; price?: unknown }): number {
  if (typeof stored.pricePaise === 'number' && Number.isInteger(stored.pricePaise) && stored.pricePaise >= 0) {
    return stored.pricePaise;
  }
  return rupeesToPaise(parseStoredPrice(stored.price));
}
