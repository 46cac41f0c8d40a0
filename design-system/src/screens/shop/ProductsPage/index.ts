export { ProductsPage, PRODUCTS_PAGE_TEXT } from './ProductsPage';
