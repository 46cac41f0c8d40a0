export * from './AdminOrderPage';
