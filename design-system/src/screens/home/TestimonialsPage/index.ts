export { TestimonialsPage } from './TestimonialsPage';
