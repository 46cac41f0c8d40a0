export { BlogPage } from './BlogPage';
