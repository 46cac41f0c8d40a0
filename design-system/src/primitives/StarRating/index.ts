export { StarRating, type StarRatingProps } from './StarRating';
