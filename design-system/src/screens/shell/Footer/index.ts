export { Footer, preloadFooterParts, type FooterProps } from './Footer';
