export { FeaturesPage } from './FeaturesPage';
