export * from './IconButton';
