export { LoadOnOpen, type LoadOnOpenProps } from './LoadOnOpen';
