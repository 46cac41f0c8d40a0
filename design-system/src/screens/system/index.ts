export * from './NotFoundPage';
export * from './ConfigurationErrorScreen';
export * from './PageLoadError';
