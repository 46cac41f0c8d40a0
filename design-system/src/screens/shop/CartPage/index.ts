export { CartPage, CART_PAGE_TEXT } from './CartPage';
