export * from './AdminConsole';
export * from './AdminOrdersPage';
export * from './AdminOrderPage';
export * from './AdminAuditLogPage';
export * from './AdminOverviewPage';
export * from './AdminExportsPage';
export * from './AdminSubscribersPage';
export * from './AdminOutboxPage';
