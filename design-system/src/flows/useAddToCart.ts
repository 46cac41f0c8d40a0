import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { CART_MESSAGES, type Product } from '@profit/contract';
import { cartPanelOpened } from '../state/cartPanelSlice';
import { productAdded, selectCartLines } from '../state/cartSlice';
import { useAppDispatch, useAppSelector, useAppStore, useNotify } from '../state/hooks';
import { selectIsSignedIn, selectSessionStatus, type SessionStatus } from '../state/sessionSlice';
import { useOwnedProductIds } from './useOwnedProductIds';

/** Where Add to Cart leads a signed-out shopper. */
const SIGNED_OUT_DESTINATION = '/signin';

/**
 * Said on every Add to Cart button: where its press leads a signed-out shopper, so a prerendered
 * page (a signed-out visit) follows it before the app has started.
 */
export const addToCartSignedOut = { 'data-signed-out-href': SIGNED_OUT_DESTINATION } as const;

/** Whether the app knows who is there: not while the stored session is checked, nor before the start checks it. */
const sessionKnown = (status: SessionStatus) => status === 'signedIn' || status === 'signedOut';

/**
 * Add to cart: signed out, the browser goes to /signin; signed in, a new line with a fresh cartId
 * is appended (and saved), and `onAdded` is told. Each kit is bought once, so it is refused early:
 * a kit already in the cart says so and opens the cart, an owned kit says it is in the library.
 * Checkout's refusals stay as the last guard. A press made while a returning shopper's session is
 * still being checked waits for the answer (the last such press counts), rather than sending them
 * to sign in.
 */
export function useAddToCart(onAdded?: (product: Product) => void): (product: Product) => void {
  const status = useAppSelector(selectSessionStatus);
  const signedIn = useAppSelector(selectIsSignedIn);
  // The cart is read when the shopper adds, not subscribed to: a page need not re-render as it changes.
  const store = useAppStore();
  const owned = useOwnedProductIds();
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const navigate = useNavigate();
  const waiting = useRef<Product | null>(null);
  // The caller's latest `onAdded`, so the press a page passes to its cards stays the same function.
  const added = useRef(onAdded);
  useLayoutEffect(() => {
    added.current = onAdded;
  });
  const add = useCallback(
    (product: Product) => {
      if (!sessionKnown(status)) return void (waiting.current = product);
      if (!signedIn) return void navigate(SIGNED_OUT_DESTINATION);
      if (owned.has(product.id)) return notify(CART_MESSAGES.alreadyOwned(product.title), 'info');
      if (selectCartLines(store.getState()).some((line) => line.productId === product.id))
        return void dispatch(cartPanelOpened(CART_MESSAGES.alreadyInCart));
      dispatch(productAdded(product));
      added.current?.(product);
    },
    [dispatch, navigate, notify, owned, signedIn, status, store],
  );
  // The session's answer carries out the press that waited for it.
  useEffect(() => {
    const product = waiting.current;
    if (product === null || !sessionKnown(status)) return;
    waiting.current = null;
    add(product);
  }, [add, status]);
  return add;
}
