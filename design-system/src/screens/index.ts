/**
 * Every screen of the shop, grouped as Storybook's sidebar shows them (Shell, Home, Sign-in, Shop,
 * Account, Pages, System). The storefront imports a page from its own folder
 * (`@profit/design-system/screens/shop/ProductsPage`) so each route stays its own lazy chunk.
 */
export * from './shell';
export * from './home';
export * from './signin';
export * from './shop';
export * from './account';
export * from './pages';
export * from './system';
