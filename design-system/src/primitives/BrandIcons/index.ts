export * from './BrandIcons';
