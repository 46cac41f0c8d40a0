export * from './RequireAuth';
