export * from './AdminCustomersPage';
