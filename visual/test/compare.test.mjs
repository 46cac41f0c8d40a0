import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PNG } from 'pngjs';
import { comparePngs, cropPng } from '../lib/compare.mjs';

/** A PNG of `width` x `height` filled with `rgb`, with `paint(x, y)` overriding single pixels. */
function picture(width, height, rgb, paint = () => undefined) {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) png.data.set([...(paint(x, y) ?? rgb), 255], (y * width + x) * 4);
  }
  return PNG.sync.write(png);
}

const brand = [79, 216, 105];

describe('comparePngs', () => {
  it('matches identical pictures', () => {
    assert.equal(comparePngs(picture(20, 10, brand), picture(20, 10, brand)).equal, true);
  });

  it('absorbs a colour difference below the per-pixel threshold', () => {
    const result = comparePngs(picture(20, 10, brand), picture(20, 10, [80, 217, 106]));
    assert.equal(result.equal, true);
    assert.equal(result.diffPixels, 0);
  });

  it('fails on a changed colour and draws the difference', () => {
    const result = comparePngs(picture(20, 10, brand), picture(20, 10, [216, 27, 96]));
    assert.equal(result.equal, false);
    assert.equal(result.diffPixels, 200);
    assert.ok(result.diff && PNG.sync.read(result.diff).width === 20);
  });

  it('fails on a block of a few changed pixels', () => {
    const moved = picture(20, 10, brand, (x, y) => (x >= 5 && x < 7 && y >= 3 && y < 5 ? [11, 18, 32] : undefined));
    const result = comparePngs(picture(20, 10, brand), moved);
    assert.equal(result.equal, false);
    assert.equal(result.diffPixels, 4);
    assert.deepEqual(result.area, { x: 5, y: 3, width: 2, height: 2 });
  });

  it('crops a picture to the changed area and a margin, clamped to the picture', () => {
    const crop = PNG.sync.read(cropPng(picture(20, 10, brand), { x: 5, y: 3, width: 2, height: 2 }, 4));
    assert.deepEqual([crop.width, crop.height], [10, 9]);
  });

  it('fails when the size changed, even if the common part is equal', () => {
    const result = comparePngs(picture(20, 10, brand), picture(20, 12, brand));
    assert.equal(result.equal, false);
    assert.equal(result.sizeChanged, true);
    assert.deepEqual([result.width, result.height], [20, 12]);
  });
});
