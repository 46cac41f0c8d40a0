export { PREVIEW_SIZES, ProductPreview, type ProductPreviewProps } from './ProductPreview';
