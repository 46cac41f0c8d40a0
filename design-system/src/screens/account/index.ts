export * from './ProfilePage';
export * from './RequireAuth';
