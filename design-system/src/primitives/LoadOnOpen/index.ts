export { LoadOnOpen, type LoadOnOpenProps } from './LoadOnOpen';
export { lazyPart, type LazyPart } from './lazyPart';
