import { STORY_MERCHANT, STORY_MERCHANT_TOKEN, STORY_TOKEN, STORY_USER } from '../mocks/db';
import { lineFromProduct, type CartLine } from '../state/cartSlice';
import type { SessionUser } from '../state/sessionSlice';
import type { PreloadedState } from '../state/store';
import { CART_KEY, TOKEN_KEY, USER_KEY } from '../state/storageKeys';
import { CATALOGUE } from '@profit/contract';

/** `parameters.store` of a story: the preloaded Redux state and what local storage holds first. */
export interface StoreParameters {
  preloadedState?: PreloadedState;
  /** Written to local storage (after the session keys are cleared) before the story renders. */
  storage?: Record<string, string>;
}

export const storyUser: SessionUser = { name: STORY_USER.name, username: STORY_USER.username, email: STORY_USER.email };

/** Cart lines of the first `count` catalogue products, with stable ids for stable screenshots. */
export function storyCart(count: number): CartLine[] {
  return CATALOGUE.slice(0, count).map((product, index) => lineFromProduct(product, `story-line-${index + 1}`));
}

/** Signed in as the story user (whose token the mock API knows), optionally with a cart. */
export function signedInStore(cart: CartLine[] = [], user: SessionUser = storyUser): StoreParameters {
  return {
    preloadedState: { session: { user, status: 'signedIn' }, cart: { items: cart } },
    storage: { [TOKEN_KEY]: STORY_TOKEN, [USER_KEY]: JSON.stringify(user), [CART_KEY]: JSON.stringify(cart) },
  };
}

export function signedOutStore(cart: CartLine[] = []): StoreParameters {
  return { preloadedState: { session: { user: null, status: 'signedOut' }, cart: { items: cart } } };
}

/** Signed in as the shop's owner (a merchant of the mock API): the console's stories. */
export function merchantStore(): StoreParameters {
  const user: SessionUser = {
    name: STORY_MERCHANT.name,
    username: STORY_MERCHANT.username,
    email: STORY_MERCHANT.email,
  };
  return {
    preloadedState: { session: { user, status: 'signedIn' }, cart: { items: [] } },
    storage: { [TOKEN_KEY]: STORY_MERCHANT_TOKEN, [USER_KEY]: JSON.stringify(user), [CART_KEY]: '[]' },
  };
}
