export { CareersPage } from './CareersPage';
