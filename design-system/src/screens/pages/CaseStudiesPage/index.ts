export { CaseStudiesPage } from './CaseStudiesPage';
