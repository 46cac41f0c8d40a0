export { ServicesPage } from './ServicesPage';
