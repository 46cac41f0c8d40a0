export { DocArticlePage } from './DocArticlePage';
