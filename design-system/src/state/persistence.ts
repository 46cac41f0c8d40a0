import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { cartCleared, cartRestored, linePricesUpdated, lineRemoved, productAdded, type CartState } from './cartSlice';
import { sessionExpired, signedIn, signedOut } from './sessionSlice';
import { CART_KEY, TOKEN_KEY, USER_KEY } from './storageKeys';
import type { StoreServices } from './storeServices';

/**
 * Saves the session and the cart to local storage as they change, under the original store's
 * keys: `token`, `profit_user`, `profit_cart`.
 */
export function createPersistenceMiddleware(services: Pick<StoreServices, 'storage'>) {
  const listener = createListenerMiddleware({ extra: services });

  listener.startListening({
    matcher: isAnyOf(productAdded, lineRemoved, cartRestored, linePricesUpdated),
    effect: (_action, { getState, extra }) => {
      extra.storage?.setItem(CART_KEY, JSON.stringify((getState() as { cart: CartState }).cart.items));
    },
  });
  listener.startListening({
    actionCreator: cartCleared,
    effect: (_action, { extra }) => extra.storage?.removeItem(CART_KEY),
  });
  listener.startListening({
    actionCreator: signedIn,
    effect: ({ payload }, { extra }) => {
      extra.storage?.setItem(USER_KEY, JSON.stringify(payload.user));
      if (payload.token) extra.storage?.setItem(TOKEN_KEY, payload.token);
    },
  });
  listener.startListening({
    matcher: isAnyOf(signedOut, sessionExpired),
    effect: (_action, { extra }) => {
      extra.storage?.removeItem(TOKEN_KEY);
      extra.storage?.removeItem(USER_KEY);
    },
  });
  return listener.middleware;
}
