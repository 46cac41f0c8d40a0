export interface NavigateOptions {
  replace?: boolean;
}

export type NavigateFn = (to: string, options?: NavigateOptions) => void;

/**
 * The seam through which non-React code (the API client's 401 handling, thunks) changes route.
 * The router registers its own `navigate` (see `NavigationBridge`); until it does, the browser
 * location is used.
 */
export interface Navigation {
  navigate: NavigateFn;
  setNavigator(navigator: NavigateFn | null): void;
}

const assignLocation: NavigateFn = (to, options) => {
  if (typeof window === 'undefined') return;
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

export function createNavigation(fallback: NavigateFn = assignLocation): Navigation {
  let current: NavigateFn | null = null;
  return {
    navigate: (to, options) => (current ?? fallback)(to, options),
    setNavigator(navigator) {
      current = navigator;
    },
  };
}
