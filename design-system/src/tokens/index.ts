export * from './colors';
export * from './typography';
export * from './layout';
export * from './theme';
export { GlobalStyle } from './GlobalStyle';
