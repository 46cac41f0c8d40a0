export { NavigationBar, preloadMenu } from './NavigationBar';
export { MenuDrawer, type MenuDrawerProps } from './MenuDrawer';
export { useScrolledPast, NAV_SCROLL_THRESHOLD } from './useScrolledPast';
