export * from './AdminConsole';
export * from './AdminOrdersPage';
export * from './AdminOrderPage';
export * from './AdminAuditLogPage';
export * from './AdminCustomersPage';
export * from './AdminCustomerPage';
export * from './AdminSupportPage';
