import type { ComponentType } from 'react';
import { loadRequireAuth, PAGE_SCREENS } from '@profit/design-system/screens/lazy';
import type { PageName } from './siteRoutes';

type LoadPage = () => Promise<ComponentType>;

/**
 * Each page's screen, loaded on demand: every route but the home page is its own chunk (the design
 * system's `screens/lazy` entry point holds one `import()` per screen). The keys are the route
 * table's page names, so a page missing here is a type error.
 */
export const LAZY_PAGES: Record<Exclude<PageName, 'HomePage'>, LoadPage> = PAGE_SCREENS;

/** The gate of protected pages, loaded with the first of them. */
export { loadRequireAuth };
