export { DocumentationPage } from './DocumentationPage';
