export * from './HomePage';
export * from './TestimonialsPage';
export * from './Hero';
export * from './Statistics';
export * from './ToolsSection';
export * from './StoreSection';
export * from './PricingSection';
export * from './Testimonials';
