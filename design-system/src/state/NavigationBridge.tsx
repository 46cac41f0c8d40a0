import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppStore } from './hooks';

/** Rendered inside the router: lets the store's non-React code (a 401, a thunk) navigate. */
export function NavigationBridge() {
  const navigate = useNavigate();
  const store = useAppStore();
  useEffect(() => {
    store.services.navigation.setNavigator((to, options) => {
      void navigate(to, { replace: options?.replace ?? false });
    });
    return () => store.services.navigation.setNavigator(null);
  }, [navigate, store]);
  return null;
}
