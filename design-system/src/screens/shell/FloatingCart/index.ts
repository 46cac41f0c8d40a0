export { FloatingCart } from './FloatingCart';
