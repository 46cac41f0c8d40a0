export * from './Stack';
