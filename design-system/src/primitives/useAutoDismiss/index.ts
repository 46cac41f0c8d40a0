export * from './useAutoDismiss';
