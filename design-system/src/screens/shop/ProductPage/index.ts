export { ProductPage, relatedProducts } from './ProductPage';
