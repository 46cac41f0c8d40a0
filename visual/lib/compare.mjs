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
    // Opaque: without its alpha channel the picture is about a quarter smaller. One row filter (none)
    // rather than pngjs' try-every-filter: half the time, a fifth more bytes.
    diff: PNG.sync.write(diff, { colorType: 2, filterType: 0 }),
    area: changedArea(diff),
    ...colourSummary(sizeChanged, baseline.data, actual.data, diff.data),
  };
}

/** `colours` and `unexplained` of a comparison (`colourChanges`); a size change has neither. */
function colourSummary(sizeChanged, baselineData, actualData, diffData) {
  if (sizeChanged) return { colours: [], unexplained: undefined };
  const { changes, unexplained } = colourChanges(baselineData, actualData, (i) => isMarked(diffData, i));
  return { colours: changes, unexplained };
}

/** Whether pixelmatch painted pixel `i` of its output as a difference (pure red, or its green for darker). */
const isMarked = (data, i) =>
  (data[i] === 255 && data[i + 1] === 0 && data[i + 2] === 0) ||
  (data[i] === 0 && data[i + 1] === 160 && data[i + 2] === 0);

/** How many colour changes `colourChanges` names: a token change is one or two, anti-aliasing the rest. */
const COLOUR_CHANGES_KEPT = 3;

/** How far a pixel may be (per channel, 0–255) from an exact blend and still count as one: rounding. */
const BLEND_TOLERANCE = 3;

/** A pixel's colour as one number (0xrrggbb). */
const rgb = (data, i) => (data[i] << 16) | (data[i + 1] << 8) | data[i + 2];
const hex = (colour) => `#${colour.toString(16).padStart(6, '0')}`;
const channels = (colour) => [(colour >> 16) & 255, (colour >> 8) & 255, colour & 255];

/**
 * Whether the change `from → to` is the change `main` (`{ from, to }`, colours as 0xrrggbb) seen
 * through partial cover: an anti-aliased edge of the changed colour, or a translucent layer of it,
 * over some background B. Then from = αF + (1 − α)B and to = αT + (1 − α)B for one α in (0, 1],
 * so from − to = α(F − T), and B is a colour.
 */
export function isBlendOf(from, to, main) {
  const f = channels(from);
  const t = channels(to);
  const F = channels(main.from);
  const T = channels(main.to);
  const d = f.map((value, c) => value - t[c]);
  const D = F.map((value, c) => value - T[c]);
  const length = D.reduce((sum, value) => sum + value * value, 0);
  if (length === 0) return false;
  const alpha = d.reduce((sum, value, c) => sum + value * D[c], 0) / length;
  if (alpha <= 0 || alpha > 1.02) return false;
  if (d.some((value, c) => Math.abs(value - alpha * D[c]) > BLEND_TOLERANCE)) return false;
  if (alpha >= 0.98) return true;
  // The background it was blended over, with the rounding error grown by 1 / (1 − α).
  const slack = BLEND_TOLERANCE / (1 - alpha);
  return f.every((value, c) => {
    const background = (value - alpha * F[c]) / (1 - alpha);
    return background >= -slack && background <= 255 + slack;
  });
}

/**
 * The main colour changes between two pictures of one size, over the pixels that fail the
 * comparison (`isDifferent(i)`; pixelmatch's threshold leaves out rendering noise): `changes`,
 * `{ from, to, pixels, share }` per change (`#rrggbb`), most pixels first, at most
 * COLOUR_CHANGES_KEPT of them. A change's pixels are those that went exactly `from → to` and those
 * that are a blend of it (`isBlendOf`: its anti-aliased edges, its translucent tints, a colour
 * mixed from it); `share` is their fraction of the failing pixels. A token change shows as one
 * change holding nearly all of them (`#2f6fed → #1d4ed8`); the report groups pictures by it.
 * `unexplained` counts the failing pixels that are none of the changes: 0 when the difference is
 * the colour change and nothing else.
 */
export function colourChanges(baselineData, actualData, isDifferent = () => true) {
  // A pair of colours as one number (from × 2²⁴ + to): no string built per changed pixel.
  const counts = new Map();
  let total = 0;
  for (let i = 0; i < baselineData.length; i += 4) {
    const from = rgb(baselineData, i);
    const to = rgb(actualData, i);
    if (from === to || !isDifferent(i)) continue;
    total++;
    const key = from * 0x1000000 + to;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let main = [];
  let unexplained = 0;
  for (const [key, pixels] of [...counts].sort((a, b) => b[1] - a[1])) {
    const from = Math.floor(key / 0x1000000);
    const to = key % 0x1000000;
    const blended = main.find((change) => isBlendOf(from, to, change));
    if (blended) blended.pixels += pixels;
    else if (main.length < COLOUR_CHANGES_KEPT) main.push({ from, to, pixels });
    else unexplained += pixels;
  }
  // A change can be a blend of a smaller one (a darker brand mixed from the brand): one change.
  for (const change of [...main]) {
    const into = main.find((other) => other !== change && isBlendOf(change.from, change.to, other));
    if (!into) continue;
    into.pixels += change.pixels;
    main = main.filter((other) => other !== change);
  }
  const changes = main
    .sort((a, b) => b.pixels - a.pixels)
    .map(({ from, to, pixels }) => ({ from: hex(from), to: hex(to), pixels, share: pixels / total }));
  return { changes, unexplained };
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
      if (!isMarked(data, i)) continue;
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
