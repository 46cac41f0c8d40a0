export * from './ProductsPage';
export * from './ProductPage';
export * from './CartPage';
export * from './SimulatedCheckoutDialog';
