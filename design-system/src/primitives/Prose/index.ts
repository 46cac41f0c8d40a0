export * from './Prose';
