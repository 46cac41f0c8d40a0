export * from './Grid';
