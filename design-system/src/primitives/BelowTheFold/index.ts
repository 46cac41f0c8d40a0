export * from './BelowTheFold';
