/** What search and recommendations read of a product. */
export interface SearchableProduct {
  id: string;
  title: string;
  description: string;
  category: string;
}

/**
 * Products whose title, description or category contains the term, ignoring case and the
 * term's surrounding white space. An empty term matches every product.
 */
export function searchProducts<P extends SearchableProduct>(products: readonly P[], term: string): P[] {
  const needle = term.trim().toLowerCase();
  // Stryker disable next-line ConditionalExpression,StringLiteral: a shortcut; the filter below keeps every product for '' too
  if (needle === '') return [...products];
  return products.filter((product) =>
    [product.title, product.description, product.category].some((field) => field.toLowerCase().includes(needle)),
  );
}

/** The most recommendations shown after adding a product. */
export const MAX_RECOMMENDATIONS = 3;

/**
 * Other products of the added product's category, in catalogue order, at most three, never one of
 * `excluded` (the kits the shopper owns or has in the cart: each kit is bought once).
 */
export function recommendationsFor<P extends SearchableProduct>(
  products: readonly P[],
  added: SearchableProduct,
  excluded: ReadonlySet<string> = new Set(),
): P[] {
  return products
    .filter((product) => product.category === added.category && product.id !== added.id && !excluded.has(product.id))
    .slice(0, MAX_RECOMMENDATIONS);
}
