import type { ImgHTMLAttributes } from 'react';
import styled from 'styled-components';
import { PREVIEW_ASPECT, PREVIEW_FALLBACK_WIDTH, previewSrcSet } from '@profit/contract';

/** The picture leaves layout to its image, so a slot styles `img` as before. */
const Picture = styled.picture`
  display: contents;
`;

export type ProductPreviewProps = {
  /** The product's catalogue `image` (the preview's JPEG fallback). */
  image: string;
  alt: string;
  /** How wide the slot is at each width of the window, so the browser picks the smallest file. */
  sizes: string;
} & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height'>;

/**
 * A product's image, the preview of its PDF: WebP candidates at four widths with a JPEG fallback,
 * with the intrinsic width and height so that the slot is reserved before the file arrives (CLS).
 * An image that is not a preview (an old cart's) is shown as it is.
 */
export function ProductPreview({ image, alt, sizes, ...rest }: ProductPreviewProps) {
  const srcSet = previewSrcSet(image);
  const width = PREVIEW_FALLBACK_WIDTH;
  const height = (PREVIEW_FALLBACK_WIDTH * PREVIEW_ASPECT.height) / PREVIEW_ASPECT.width;
  return (
    <Picture>
      {srcSet && <source type="image/webp" srcSet={srcSet} sizes={sizes} />}
      <img src={image} alt={alt} width={width} height={height} decoding="async" {...rest} />
    </Picture>
  );
}

/** The slots' `sizes`: a card of the shop's grids (three or, on the home page, four across) and the product page's hero. */
export const PREVIEW_SIZES = {
  card: '(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw',
  homeCard: '(min-width: 1024px) 300px, (min-width: 480px) 50vw, 100vw',
  hero: '(min-width: 1024px) 640px, 100vw',
} as const;
