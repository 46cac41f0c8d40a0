export { ProfilePage, ORDER_STATUS_WORDS, ORDERS_PER_PAGE } from './ProfilePage';
