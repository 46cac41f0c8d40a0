export * from './AdminSupportPage';
