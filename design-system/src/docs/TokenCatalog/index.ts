export { TokenCatalog } from './TokenCatalog';
