export * from './AdminOutboxPage';
