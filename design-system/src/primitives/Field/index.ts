export * from './Field';
