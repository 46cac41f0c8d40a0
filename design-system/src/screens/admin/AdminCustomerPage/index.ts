export * from './AdminCustomerPage';
