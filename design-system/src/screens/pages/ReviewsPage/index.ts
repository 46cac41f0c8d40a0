export { ReviewsPage } from './ReviewsPage';
