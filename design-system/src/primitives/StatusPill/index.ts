export * from './StatusPill';
