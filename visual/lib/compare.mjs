/**
 * Picture comparison: pixelmatch over decoded PNGs. Two pictures match when they have the same
 * size and no pixel differs beyond the per-pixel threshold (anti-aliasing pixels aside).
 */
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * Per-pixel colour distance (pixelmatch's YIQ measure, 0 to 1) below which two pixels count as
 * equal: absorbs sub-pixel rendering noise, while any token colour change (and any moved edge)
 * is far above it.
 */
export const PIXEL_THRESHOLD = 0.1;

/** How many pixels beyond the threshold a picture may differ by and still match: none. */
export const MAX_DIFF_PIXELS = 0;

/**
 * Compares two PNG buffers. Returns `{ equal, diffPixels, width, height, sizeChanged, diff }`,
 * where `diff` is a PNG of the differences (red on a faded copy of the baseline), or undefined
 * when the pictures match.
 */
export function comparePngs(
  baselineBuffer,
  actualBuffer,
  { threshold = PIXEL_THRESHOLD, maxDiffPixels = MAX_DIFF_PIXELS } = {},
) {
  if (baselineBuffer.equals(actualBuffer)) return { equal: true, diffPixels: 0, sizeChanged: false };
  const baseline = PNG.sync.read(baselineBuffer);
  const actual = PNG.sync.read(actualBuffer);
  const width = Math.max(baseline.width, actual.width);
  const height = Math.max(baseline.height, actual.height);
  const sizeChanged = baseline.width !== actual.width || baseline.height !== actual.height;
  const a = padTo(baseline, width, height);
  const b = padTo(actual, width, height);
  const diff = new PNG({ width, height });
  const diffPixels = pixelmatch(a, b, diff.data, width, height, { threshold, alpha: 0.2, diffColorAlt: [0, 160, 0] });
  const equal = !sizeChanged && diffPixels <= maxDiffPixels;
  if (equal) return { equal, diffPixels, sizeChanged, width, height };
  return {
    equal,
    diffPixels,
    sizeChanged,
    width,
    height,
    // Opaque: without its alpha channel the picture is about a quarter smaller.
    diff: PNG.sync.write(diff, { colorType: 2 }),
    area: changedArea(diff),
    colours: sizeChanged ? [] : colourChanges(baseline.data, actual.data),
  };
}

/** How many colour changes `colourChanges` names: a token change is one or two, anti-aliasing the rest. */
const COLOUR_CHANGES_KEPT = 3;

/** A pixel's colour as one number (0xrrggbb). */
const rgb = (data, i) => (data[i] << 16) | (data[i + 1] << 8) | data[i + 2];
const hex = (colour) => `#${colour.toString(16).padStart(6, '0')}`;

/**
 * The most frequent colour changes between two pictures of one size: `{ from, to, pixels }` per
 * pair of opaque colours (`#rrggbb`), over every pixel whose colour differs at all, most pixels
 * first, with `share`, the fraction of all such pixels that pair accounts for. A token change shows
 * as one pair holding most of them (`#2f6fed → #1d4ed8`); the report groups pictures by it.
 */
export function colourChanges(baselineData, actualData) {
  // A pair of colours as one number (from × 2²⁴ + to): no string built per changed pixel.
  const counts = new Map();
  let total = 0;
  for (let i = 0; i < baselineData.length; i += 4) {
    const from = rgb(baselineData, i);
    const to = rgb(actualData, i);
    if (from === to) continue;
    total++;
    const key = from * 0x1000000 + to;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, COLOUR_CHANGES_KEPT)
    .map(([key, pixels]) => ({
      from: hex(Math.floor(key / 0x1000000)),
      to: hex(key % 0x1000000),
      pixels,
      share: pixels / total,
    }));
}

/**
 * The box around every differing pixel of a pixelmatch output (where it painted its pure red or
 * green; the faded copy of the baseline never reaches a pure colour), or undefined when none.
 */
function changedArea(diff) {
  let left = Infinity;
  let top = Infinity;
  let right = -1;
  let bottom = -1;
  const { data, width, height } = diff;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const red = data[i] === 255 && data[i + 1] === 0 && data[i + 2] === 0;
      const green = data[i] === 0 && data[i + 1] === 160 && data[i + 2] === 0;
      if (!red && !green) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  return right < 0 ? undefined : { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

/**
 * The part of a PNG inside `area` grown by `margin` on every side (clamped to the picture), as a
 * PNG; the area beyond a smaller picture is left transparent.
 */
export function cropPng(buffer, area, margin = 24) {
  const source = PNG.sync.read(buffer);
  const x0 = Math.max(0, area.x - margin);
  const y0 = Math.max(0, area.y - margin);
  const width = area.x + area.width + margin - x0;
  const height = area.y + area.height + margin - y0;
  const out = new PNG({ width, height });
  for (let y = 0; y < height && y0 + y < source.height; y++) {
    const rowWidth = Math.max(0, Math.min(width, source.width - x0));
    const start = ((y0 + y) * source.width + x0) * 4;
    source.data.copy(out.data, y * width * 4, start, start + rowWidth * 4);
  }
  return PNG.sync.write(out);
}

/** The RGBA data of `png` on a canvas of `width` x `height`, the new area magenta so a size change shows. */
function padTo(png, width, height) {
  if (png.width === width && png.height === height) return png.data;
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set([255, 0, 255, 255], i);
  for (let y = 0; y < png.height; y++) {
    png.data.copy(data, y * width * 4, y * png.width * 4, (y + 1) * png.width * 4);
  }
  return data;
}
