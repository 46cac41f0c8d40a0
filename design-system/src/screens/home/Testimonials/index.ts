export { Testimonials, TESTIMONIALS_LOOP_SECONDS, type TestimonialsProps } from './Testimonials';
