export * from './Textarea';
