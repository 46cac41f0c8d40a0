export * from './KeepWordsWhole';
