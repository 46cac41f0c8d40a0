export * from './AdminOrdersPage';
