export { LoadOnOpen, type LoadOnOpenProps } from './LoadOnOpen';
export { lazyPart } from './lazyPart';
