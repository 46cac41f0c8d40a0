export * from './AdminConsole';
export * from './AdminOrdersPage';
export * from './AdminOrderPage';
