import { useMemo } from 'react';
import { useLibraryQuery } from '../api/library';
import { selectCartLines } from '../state/cartSlice';
import { useAppSelector } from '../state/hooks';
import type { RootState } from '../state/store';
import { selectIsSignedIn } from '../state/sessionSlice';

const NONE: ReadonlySet<string> = new Set();

/** The ids of the kits in the signed-in shopper's library (none when signed out). */
export function useOwnedProductIds(): ReadonlySet<string> {
  const signedIn = useAppSelector(selectIsSignedIn);
  const { data } = useLibraryQuery(undefined, { skip: !signedIn });
  return useMemo(() => (data ? new Set(data.items.map((item) => item.product.id)) : NONE), [data]);
}

/**
 * The ids of the kits in the cart, as one string: a cart restored with the same kits is no change,
 * so a page still hydrating is not re-rendered (React would drop its prerendered markup, and with
 * it what the shopper typed before the app started).
 */
const selectCartProductIds = (state: RootState) =>
  selectCartLines(state)
    .map((line) => line.productId)
    .join(' ');

/** The kits never to offer again: those owned and those already in the cart. */
export function useUnofferableProductIds(): ReadonlySet<string> {
  const owned = useOwnedProductIds();
  const carted = useAppSelector(selectCartProductIds);
  return useMemo(() => new Set([...owned, ...carted.split(' ').filter(Boolean)]), [owned, carted]);
}
