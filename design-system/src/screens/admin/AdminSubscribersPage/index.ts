export * from './AdminSubscribersPage';
