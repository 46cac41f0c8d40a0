export * from './AdminAuditLogPage';
