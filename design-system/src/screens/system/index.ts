export * from './NotFoundPage';
export * from './ConfigurationErrorScreen';
