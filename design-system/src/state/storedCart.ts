import { CATALOGUE, findProduct, storedLinePricePaise } from '@profit/contract';
import { newCartId, type CartLine } from './cartSlice';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;
const idText = (value: unknown): string | undefined =>
  // Stryker disable next-line LogicalOperator: JSON holds no NaN or Infinity, so a stored number is always finite
  typeof value === 'number' && Number.isFinite(value) ? String(value) : text(value);

/**
 * One stored line, current or legacy. Lines of the original store carry the product's fields,
 * `price` in rupees (a number or a `$`-prefixed string) and either `cartId` or only `id`.
 */
export function restoreLine(stored: unknown, taken: Set<string>): CartLine | null {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  const line = stored as Record<string, unknown>;
  const productId = text(line.productId) ?? idText(line.id);
  const product = (productId ? findProduct(productId) : undefined) ?? CATALOGUE.find((p) => p.title === line.title);
  const title = text(line.title) ?? product?.title;
  if (!title) return null;
  let cartId = idText(line.cartId) ?? (line.productId === undefined ? idText(line.id) : undefined);
  if (!cartId || taken.has(cartId)) cartId = newCartId();
  taken.add(cartId);
  return {
    cartId,
    productId: product?.id ?? productId ?? cartId,
    title,
    description: text(line.description) ?? product?.description ?? '',
    // The catalogue's image first: a cart saved before the previews holds an image no longer served.
    image: product?.image ?? text(line.image) ?? '',
    category: text(line.category) ?? product?.category ?? '',
    pricePaise: storedLinePricePaise(line),
  };
}

/** Reads the cart saved under `profit_cart`; anything unreadable gives an empty cart. */
export function parseStoredCart(raw: string | null): CartLine[] {
  // Stryker disable next-line ConditionalExpression: JSON.parse of '' throws and of null gives null: an empty cart either way
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
    // Stryker disable next-line BlockStatement: without it `parsed` stays undefined, which is not a list: an empty cart either way
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const taken = new Set<string>();
  return parsed.map((stored) => restoreLine(stored, taken)).filter((line): line is CartLine => line !== null);
}
