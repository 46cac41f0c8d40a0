export * from './colors';
export * from './typography';
export * from './layout';
export * from './theme';
export * from './contrast';
export * from './cssVariables';
export * from './catalog';
export { GlobalStyle } from './GlobalStyle';
export * from './chrome';
