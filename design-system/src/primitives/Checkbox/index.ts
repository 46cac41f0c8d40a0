export * from './Checkbox';
