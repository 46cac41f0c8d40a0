/** The demo shop's owner: the demo default of `ADMIN_EMAILS`, and who "Sign in as the shop owner" signs in as. */
export const DEMO_SHOP_OWNER = { name: 'Shop owner (demo)', email: 'owner@profit.demo' } as const;

/** What the merchant routes answer to anyone who is not a merchant. */
export const ADMIN_MESSAGES = {
  /** 403 FORBIDDEN: signed in, but not one of `ADMIN_EMAILS`. */
  merchantsOnly: 'This page is for the shop’s owner only.',
  /** 404 NOT_FOUND: no order with that id (any shopper's). */
  orderNotFound: 'There is no order with that id.',
} as const;
