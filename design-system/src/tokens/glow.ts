/**
 * Soft radial glows for the backgrounds of large surfaces, each a background layer confined to the
 * box where the glow shows (`… <position> / <size> no-repeat`): the same gradient, scaled to that
 * box, so it looks as it did over the whole surface (pixels apart only by rounding). Confined
 * because the browser rasterises a gradient over every pixel of its box, faded out or not: over a
 * whole page (the sign-in page, a product page) that took 100–200 ms on the compositor's raster
 * thread in Chromium's software rendering, and the frame showing the page waited for it
 * (docs/performance.md, "Pages shown sooner than they were painted").
 */

/**
 * A glow's ellipse: its radii (`width`, `height`), its colour at the centre, fading to `fadeTo`
 * (transparent by default) at `fadesAt` % of its radii.
 */
interface Glow {
  width: number;
  height: number;
  color: string;
  fadeTo?: string;
  fadesAt: number;
}

/** A number in a CSS unit, to four decimals. */
const length = (value: number, unit: '%' | 'rem') => `${Number(value.toFixed(4))}${unit}`;
const percent = (value: number) => length(value, '%');
const rem = (value: number) => length(value, 'rem');

/** The gradient's colour stops. */
const stops = ({ color, fadeTo = 'transparent', fadesAt }: Glow) => `${color} 0%, ${fadeTo} ${fadesAt}%`;

/**
 * An elliptic glow centred on the top edge, at `x` % of the width, whose radii are `width` % of the
 * surface's width and `height` % of its height (as `radial-gradient(ellipse W% H% at X% 0%, …)`).
 */
export function glowAtTop(glow: Glow & { x: number }): string {
  const { width, height, x } = glow;
  const reach = glow.fadesAt / 100;
  const left = Math.max(0, x - width * reach);
  const boxWidth = Math.min(100, x + width * reach) - left;
  const boxHeight = Math.min(100, height * reach);
  // background-position: p % puts the box's p % point on the surface's p %, so the box starts at p % of the room left.
  const positionX = boxWidth >= 100 ? 0 : (left / (100 - boxWidth)) * 100;
  const ellipse = `ellipse ${percent((width / boxWidth) * 100)} ${percent((height / boxHeight) * 100)} at ${percent(((x - left) / boxWidth) * 100)} 0%`;
  return `radial-gradient(${ellipse}, ${stops(glow)}) ${percent(positionX)} 0 / ${percent(boxWidth)} ${percent(boxHeight)} no-repeat`;
}

/**
 * An elliptic glow centred on the top left corner, whose radii are `width` and `height` rem (as
 * `radial-gradient(Wrem Hrem at 0% 0%, …)`).
 */
export function glowInCorner(glow: Glow): string {
  const { width, height } = glow;
  const reach = glow.fadesAt / 100;
  return `radial-gradient(${rem(width)} ${rem(height)} at 0% 0%, ${stops(glow)}) 0 0 / ${rem(width * reach)} ${rem(height * reach)} no-repeat`;
}
