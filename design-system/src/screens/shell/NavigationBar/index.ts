export { NavigationBar, preloadMenu } from './NavigationBar';
export { useScrolledPast, NAV_SCROLL_THRESHOLD } from './useScrolledPast';
