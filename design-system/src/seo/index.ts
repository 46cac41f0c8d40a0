export * from './PageMeta';
export * from './pageShown';
export * from './site';
