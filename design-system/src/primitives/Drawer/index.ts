export * from './Drawer';
