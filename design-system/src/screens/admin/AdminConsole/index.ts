export * from './AdminConsole';
