export { isLoadFailure, PageLoadError, PAGE_LOAD_ERROR_TEXT, type PageLoadErrorProps } from './PageLoadError';
