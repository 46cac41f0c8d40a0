export { RequireAuth } from './RequireAuth';
