export { isLoadFailure } from './isLoadFailure';
export { PageLoadError, PAGE_LOAD_ERROR_TEXT, type PageLoadErrorProps } from './PageLoadError';
