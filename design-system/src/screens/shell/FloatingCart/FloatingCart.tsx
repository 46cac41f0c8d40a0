import { lazyPart, LoadOnOpen } from '../../../primitives/LoadOnOpen';
import { useIsPageShown } from '../../../state/pageShown';
import { cartPanelClosed, cartPanelOpened, selectCartPanelOpen } from '../../../state/cartPanelSlice';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { modalLoadError } from '../../system/PageLoadError';
import { CartButton } from '../CartButton';

/**
 * The cart panel, and the pay flow behind it, stay off the page's first load: they load as soon as
 * the shopper reaches for the cart button (the pointer over it, a press).
 */
const CartPanel = lazyPart(
  () => import('../CartPanel/CartPanel').then((module) => module.CartPanel),
  modalLoadError('Your cart'),
);

/**
 * The floating cart button with its badge, and the cart panel it opens: on every page, the
 * catalogue's included. The panel's open state is the store's, so adding a kit that is already
 * in the cart can open it too; on the page shown only, so the catalogue's, kept a moment out of view
 * after the shopper leaves it, never opens a second panel over the page shown.
 */
export function FloatingCart() {
  const opened = useAppSelector(selectCartPanelOpen);
  const open = useIsPageShown() && opened;
  const dispatch = useAppDispatch();
  // Only when the shopper reaches for the button: the panel's code brings the pay flow's form engine,
  // and some browsers (Chromium 150) keep a failed fetch of it for the page's life, which would take
  // the newsletter's form down with it.
  const preload = () => void CartPanel.preload();
  return (
    <>
      <CartButton
        onPointerEnter={preload}
        onPointerDown={preload}
        onClick={() => dispatch(cartPanelOpened())}
        aria-expanded={open}
        data-opens="cart"
      />
      <LoadOnOpen open={open}>
        <CartPanel open={open} onClose={() => dispatch(cartPanelClosed())} />
      </LoadOnOpen>
    </>
  );
}
