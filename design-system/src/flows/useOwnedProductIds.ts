import { useMemo } from 'react';
import { useLibraryQuery } from '../api/library';
import { selectCartLines } from '../state/cartSlice';
import { useAppSelector } from '../state/hooks';
import { selectIsSignedIn } from '../state/sessionSlice';

const NONE: ReadonlySet<string> = new Set();

/** The ids of the kits in the signed-in shopper's library (none when signed out). */
export function useOwnedProductIds(): ReadonlySet<string> {
  const signedIn = useAppSelector(selectIsSignedIn);
  const { data } = useLibraryQuery(undefined, { skip: !signedIn });
  return useMemo(() => (data ? new Set(data.items.map((item) => item.product.id)) : NONE), [data]);
}

/** The kits never to offer again: those owned and those already in the cart. */
export function useUnofferableProductIds(): ReadonlySet<string> {
  const owned = useOwnedProductIds();
  const lines = useAppSelector(selectCartLines);
  return useMemo(() => new Set([...owned, ...lines.map((line) => line.productId)]), [owned, lines]);
}
