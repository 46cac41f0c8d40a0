export { NotFoundPage, NOT_FOUND_TEXT } from './NotFoundPage';
