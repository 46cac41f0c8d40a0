export { PricingSection } from './PricingSection';
