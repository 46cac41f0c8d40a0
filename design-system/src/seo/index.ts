export * from './PageMeta';
export * from './site';
