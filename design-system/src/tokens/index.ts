export * from './colors';
export * from './typography';
export * from './layout';
export * from './theme';
export * from './contrast';
export * from './cssVariables';
export { GlobalStyle } from './GlobalStyle';
export * from './chrome';
export * from './brand';
