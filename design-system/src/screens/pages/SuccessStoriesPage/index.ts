export { SuccessStoriesPage } from './SuccessStoriesPage';
