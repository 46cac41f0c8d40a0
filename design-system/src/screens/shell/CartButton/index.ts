export { CartButton, itemCount, type CartButtonProps } from './CartButton';
