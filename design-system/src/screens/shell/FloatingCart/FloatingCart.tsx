import { lazyPart, LoadOnOpen } from '../../../primitives/LoadOnOpen';
import { cartPanelClosed, cartPanelOpened, selectCartPanelOpen } from '../../../state/cartPanelSlice';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { modalLoadError } from '../../system/PageLoadError';
import { CartButton } from '../CartButton';

/** The cart panel, and the pay flow behind it, load the first time the cart opens. */
const CartPanel = lazyPart(
  () => import('../CartPanel/CartPanel').then((module) => module.CartPanel),
  modalLoadError('Your cart'),
);

/**
 * The floating cart button with its badge, and the cart panel it opens: on every page, the
 * catalogue's included. The panel's open state is the store's, so adding a kit that is already
 * in the cart can open it too.
 */
export function FloatingCart() {
  const open = useAppSelector(selectCartPanelOpen);
  const dispatch = useAppDispatch();
  return (
    <>
      <CartButton onClick={() => dispatch(cartPanelOpened())} aria-expanded={open} />
      <LoadOnOpen open={open}>
        <CartPanel open={open} onClose={() => dispatch(cartPanelClosed())} />
      </LoadOnOpen>
    </>
  );
}
