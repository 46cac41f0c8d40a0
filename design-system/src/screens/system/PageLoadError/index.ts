export { isLoadFailure } from './isLoadFailure';
export { modalLoadError } from './ModalLoadError';
export { PageLoadError, PAGE_LOAD_ERROR_TEXT, type PageLoadErrorProps } from './PageLoadError';
