/** The storefront's design system: tokens, primitives, the API client, state, services and mocks. */
import './tokens/fonts';

export * from './tokens';
export * from './primitives';
export * from './api';
export * from './state';
export * from './services';
export * from './flows';
export * from './screens';
export * from './seo';
