export * from './Container';
