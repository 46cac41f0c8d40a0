export * from './AdminOverviewPage';
