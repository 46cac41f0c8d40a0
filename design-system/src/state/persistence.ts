import { isAnyOf, type Middleware } from '@reduxjs/toolkit';
import { cartCleared, cartRestored, linePricesUpdated, lineRemoved, productAdded, type CartState } from './cartSlice';
import { sessionExpired, signedIn, signedOut } from './sessionSlice';
import { CART_KEY, TOKEN_KEY, USER_KEY } from './storageKeys';
import type { StoreServices } from './storeServices';

const cartChanged = isAnyOf(productAdded, lineRemoved, cartRestored, linePricesUpdated);
const sessionEnded = isAnyOf(signedOut, sessionExpired);

/**
 * Saves the session and the cart to local storage as they change, under the original store's
 * keys: `token`, `profit_user`, `profit_cart`. A plain middleware (the state saved right after the
 * reducers ran, in the same dispatch), not RTK's listener middleware: these four reactions need
 * none of its tasks, and the first chunk stays smaller without it.
 */
export function createPersistenceMiddleware({
  storage,
}: Pick<StoreServices, 'storage'>): Middleware<object, { cart: CartState }> {
  return (api) => (next) => (action) => {
    const result = next(action);
    if (!storage) return result;
    if (cartChanged(action)) storage.setItem(CART_KEY, JSON.stringify(api.getState().cart.items));
    else if (cartCleared.match(action)) storage.removeItem(CART_KEY);
    else if (signedIn.match(action)) {
      storage.setItem(USER_KEY, JSON.stringify(action.payload.user));
      if (action.payload.token) storage.setItem(TOKEN_KEY, action.payload.token);
    } else if (sessionEnded(action)) {
      storage.removeItem(TOKEN_KEY);
      storage.removeItem(USER_KEY);
    }
    return result;
  };
}
