export * from './BrandMark';
