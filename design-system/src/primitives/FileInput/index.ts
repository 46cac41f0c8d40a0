export * from './FileInput';
