export { StoreSection } from './StoreSection';
export { AddedToCartOverlay, OVERLAY_AUTO_CLOSE_MS, type AddedToCartOverlayProps } from './AddedToCartOverlay';
export { ProductCard, type ProductCardProps } from './ProductCard';
