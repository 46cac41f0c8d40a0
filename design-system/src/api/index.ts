export { api, DEFAULT_API_BASE_URL, pathFor, sessionBaseQuery } from './baseApi';
export { errorBody, errorMessage, isUnauthorized } from './errors';
export * from './auth';
export * from './subscriptions';
export * from './catalogue';
export * from './payments';
export * from './orders';
export * from './library';
