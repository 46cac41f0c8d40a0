export * from './Link';
