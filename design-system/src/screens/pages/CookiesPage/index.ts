export { CookiesPage } from './CookiesPage';
