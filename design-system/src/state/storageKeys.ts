/** Local storage keys of the original store, kept so a returning shopper keeps the session and cart. */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'profit_user';
export const CART_KEY = 'profit_cart';
