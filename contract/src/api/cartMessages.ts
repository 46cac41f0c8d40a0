/**
 * What the storefront says before checkout when a kit cannot go into the cart: each kit is bought
 * once, so a second add and an owned kit are refused at once. Create-order's refusals
 * (`CHECKOUT_MESSAGES`, in `messages.ts`) stay as the last guard.
 */
export const CART_MESSAGES = {
  /** A kit already in the cart: said as the cart opens. */
  alreadyInCart: 'Already in your cart',
  /** A kit the shopper owns: shown on its card and page, with Download instead of Add to Cart. */
  inLibrary: 'In your library',
  /** An add of an owned kit that got past the cards (a stale page). */
  alreadyOwned: (title: string) => `You already own "${title}": it is in your library, ready to download.`,
} as const;
