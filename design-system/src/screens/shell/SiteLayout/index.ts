export { SiteLayout, type ChromePart, type SiteLayoutProps } from './SiteLayout';
