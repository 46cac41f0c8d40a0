export { ContactPage } from './ContactPage';
