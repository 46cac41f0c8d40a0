export * from './Price';
