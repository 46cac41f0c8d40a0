/** Local storage keys of the original store, kept so a returning shopper keeps the session and cart. */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'profit_user';
export const CART_KEY = 'profit_cart';

/**
 * Session storage: the form on page `page` (path and search) whose code that document could not
 * load, kept across the reload that loads it (`resumeInFreshDocument`). The page's first script
 * starts the app at once when it is there.
 */
export const resumedFormKey = (page: string) => `profit_resumed_form ${page}`;
