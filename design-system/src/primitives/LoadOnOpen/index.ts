export { LoadOnOpen, type LoadOnOpenProps } from './LoadOnOpen';
export { lazyPart, usePreloadWhenIdle, type LazyPart } from './lazyPart';
