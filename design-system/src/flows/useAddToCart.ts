import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Product } from '@profit/contract';
import { productAdded } from '../state/cartSlice';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { selectIsSignedIn } from '../state/sessionSlice';

/**
 * Add to cart as the spec has it: signed out, the browser goes to /signin; signed in, a new line
 * with a fresh cartId is appended (and saved). Answers whether the product was added.
 */
export function useAddToCart(): (product: Product) => boolean {
  const signedIn = useAppSelector(selectIsSignedIn);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    (product: Product) => {
      if (!signedIn) {
        void navigate('/signin');
        return false;
      }
      dispatch(productAdded(product));
      return true;
    },
    [dispatch, navigate, signedIn],
  );
}
