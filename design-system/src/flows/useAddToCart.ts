import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { CART_MESSAGES, type Product } from '@profit/contract';
import { cartPanelOpened } from '../state/cartPanelSlice';
import { productAdded, selectCartLines } from '../state/cartSlice';
import { useAppDispatch, useAppSelector, useAppStore, useNotify } from '../state/hooks';
import { selectIsSignedIn } from '../state/sessionSlice';
import { useOwnedProductIds } from './useOwnedProductIds';

/** Where Add to Cart leads a signed-out shopper. */
const SIGNED_OUT_DESTINATION = '/signin';

/**
 * Said on every Add to Cart button: where its press leads a signed-out shopper, so a prerendered
 * page (always a signed-out visit) follows it before the app has started.
 */
export const addToCartSignedOut = { 'data-signed-out-href': SIGNED_OUT_DESTINATION } as const;

/**
 * Add to cart: signed out, the browser goes to /signin; signed in, a new line with a fresh cartId
 * is appended (and saved). Each kit is bought once, so it is refused early: a kit already in the
 * cart says so and opens the cart, an owned kit says it is in the library. Checkout's refusals stay
 * as the last guard. Answers whether the product was added.
 */
export function useAddToCart(): (product: Product) => boolean {
  const signedIn = useAppSelector(selectIsSignedIn);
  // The cart is read when the shopper adds, not subscribed to: a page need not re-render as it changes.
  const store = useAppStore();
  const owned = useOwnedProductIds();
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const navigate = useNavigate();
  return useCallback(
    (product: Product) => {
      if (!signedIn) {
        void navigate(SIGNED_OUT_DESTINATION);
        return false;
      }
      if (owned.has(product.id)) {
        notify(CART_MESSAGES.alreadyOwned(product.title), 'info');
        return false;
      }
      if (selectCartLines(store.getState()).some((line) => line.productId === product.id)) {
        dispatch(cartPanelOpened(CART_MESSAGES.alreadyInCart));
        return false;
      }
      dispatch(productAdded(product));
      return true;
    },
    [dispatch, navigate, notify, owned, signedIn, store],
  );
}
