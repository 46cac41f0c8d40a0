export * from './AdminExportsPage';
