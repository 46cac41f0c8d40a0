/**
 * The product images: previews of each kit's PDF (its cover and the next two pages), rendered when
 * the PDFs are built (backend/scripts/render-previews.mjs) into the storefront's public folder as
 * WebP at these widths, 8:5, plus one JPEG for browsers without WebP. Chromium, which renders them,
 * encodes neither AVIF nor anything else without a downloaded binary, so there is no AVIF.
 */
export const PREVIEW_WIDTHS = [400, 640, 960, 1280] as const;
export const PREVIEW_FALLBACK_WIDTH = 640;
/** Every preview is 8:5, like the slots the cards and pages give it. */
export const PREVIEW_ASPECT = { width: 8, height: 5 } as const;

const folderOf = (productId: string): string => `/products/${productId}`;

/** The JPEG every browser can show: the catalogue's `image`. */
export const previewImage = (productId: string): string =>
  `${folderOf(productId)}/preview-${PREVIEW_FALLBACK_WIDTH}.jpg`;

/** The WebP candidates of a product's preview, for `srcset`, from its catalogue `image`. */
export function previewSrcSet(image: string): string | undefined {
  const folder = image.match(/^(\/products\/[a-z0-9-]+)\/preview-\d+\.jpg$/)?.[1];
  if (!folder) return undefined;
  return PREVIEW_WIDTHS.map((width) => `${folder}/preview-${width}.webp ${width}w`).join(', ');
}

/** The files the preview of one product is written as, in its folder. */
export const PREVIEW_FILES = [
  ...PREVIEW_WIDTHS.map((width) => `preview-${width}.webp`),
  `preview-${PREVIEW_FALLBACK_WIDTH}.jpg`,
];
