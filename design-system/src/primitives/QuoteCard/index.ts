export * from './QuoteCard';
