import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PNG } from 'pngjs';
import { colourChanges, comparePngs, isBlendOf } from '../lib/compare.mjs';
import { groupChanges } from '../lib/groups.mjs';
import { planRetakes } from '../lib/retakes.mjs';

const brand = 0x4fd869;
const newBrand = 0x2f6fed;
const white = 0xffffff;
const ink = 0x0b1220;
/** `colour` covering a fraction `alpha` of a pixel over `background`, as the browser rounds it. */
const blend = (colour, background, alpha) =>
  [16, 8, 0].reduce(
    (sum, shift) =>
      sum + (Math.round(alpha * ((colour >> shift) & 255) + (1 - alpha) * ((background >> shift) & 255)) << shift),
    0,
  );
const change = { from: brand, to: newBrand };

describe('isBlendOf', () => {
  it('takes an anti-aliased edge or a tint of the changed colour, over any background', () => {
    for (const alpha of [0.1, 0.35, 0.5, 0.9])
      for (const background of [white, ink, 0xf5f7fa])
        assert.ok(isBlendOf(blend(brand, background, alpha), blend(newBrand, background, alpha), change), `${alpha}`);
    assert.ok(isBlendOf(brand, newBrand, change), 'the change itself');
  });

  it('refuses what is not that colour change: the reverse, another colour, a moved edge', () => {
    assert.equal(isBlendOf(newBrand, brand, change), false, 'the reverse');
    assert.equal(isBlendOf(0xd81b60, 0x1b60d8, change), false, 'another change');
    assert.equal(isBlendOf(white, ink, change), false, 'an edge that moved');
    assert.equal(isBlendOf(blend(brand, white, 0.5), white, change), false, 'an edge of the old colour gone');
  });
});

/** RGBA data of `width` pixels from 0xrrggbb colours. */
const row = (colours) => Buffer.from(colours.flatMap((c) => [(c >> 16) & 255, (c >> 8) & 255, c & 255, 255]));

describe('colourChanges', () => {
  it('counts the changed colour with its edges, and leaves nothing unexplained', () => {
    const alphas = [0.2, 0.4, 0.6, 0.8];
    const before = row([brand, brand, ...alphas.map((a) => blend(brand, white, a)), white]);
    const after = row([newBrand, newBrand, ...alphas.map((a) => blend(newBrand, white, a)), white]);
    const { changes, unexplained } = colourChanges(before, after);
    assert.deepEqual(
      changes.map(({ from, to, pixels, share }) => [from, to, pixels, share]),
      [['#4fd869', '#2f6fed', 6, 1]],
    );
    assert.equal(unexplained, 0);
  });

  it('counts failing pixels that are none of the changes as unexplained', () => {
    const before = row([brand, brand, brand, brand, 0x111111, 0x222222, 0x333333, 0x444444]);
    const after = row([newBrand, newBrand, newBrand, newBrand, 0xeeeeee, 0xdd0000, 0x00cc00, 0x0000bb]);
    assert.equal(colourChanges(before, after).unexplained, 2, 'three changes are named, the other two are not');
    assert.equal(colourChanges(before, after, (i) => i < 16).unexplained, 0, 'only failing pixels count');
  });
});

/** A PNG 40 × 20: a brand box, its left column anti-aliased at 40 % over white, `extra(x, y)` painted over. */
function picture(colour, extra = () => undefined) {
  const png = new PNG({ width: 40, height: 20 });
  for (let y = 0; y < 20; y++)
    for (let x = 0; x < 40; x++) {
      let c = white;
      if (y >= 5 && y < 15 && x === 4) c = blend(colour, white, 0.4);
      if (y >= 5 && y < 15 && x >= 5 && x < 30) c = colour;
      c = extra(x, y) ?? c;
      png.data.set([(c >> 16) & 255, (c >> 8) & 255, c & 255, 255], (y * 40 + x) * 4);
    }
  return PNG.sync.write(png);
}

/** A check run's result for a changed picture. */
function changed(id, baseline, actual, notes = []) {
  const comparison = comparePngs(baseline, actual);
  assert.equal(comparison.equal, false);
  return {
    id,
    title: 'Primitives/X',
    name: id,
    width: 375,
    file: `${id}.375.png`,
    baseline,
    actual,
    comparison,
    notes,
  };
}

describe('planRetakes', () => {
  const recoloured = (id) => changed(id, picture(brand), picture(newBrand));
  const withGlitch = changed(
    'card--late-image',
    picture(brand),
    picture(newBrand, (x, y) => (x > 32 && y < 4 ? 0x777777 : undefined)),
  );

  it('takes one witness again for pictures whose whole difference is one colour change', () => {
    const pictures = [recoloured('button--primary'), recoloured('badge--brand'), recoloured('link--brand')];
    const { witnesses, alone } = planRetakes(pictures);
    assert.equal(witnesses.length, 1);
    assert.equal(witnesses[0].witness.id, 'button--primary');
    assert.deepEqual(
      witnesses[0].members.map((m) => m.id),
      ['badge--brand', 'link--brand'],
    );
    assert.deepEqual(alone, []);
  });

  it('takes again on its own a picture with anything besides the colour change, or with a warning', () => {
    const warned = changed('dialog--open', picture(brand), picture(newBrand), [
      'never settled (kept changing or loading)',
    ]);
    const moved = changed(
      'tabs--moved',
      picture(brand),
      picture(brand, (x, y) => (y === 0 ? 0x000000 : undefined)),
    );
    const { witnesses, alone } = planRetakes([
      recoloured('button--primary'),
      recoloured('badge--brand'),
      withGlitch,
      warned,
      moved,
    ]);
    assert.deepEqual(
      witnesses.map((w) => [w.witness.id, ...w.members.map((m) => m.id)]),
      [['button--primary', 'badge--brand']],
    );
    assert.deepEqual(alone.map((r) => r.id).sort(), ['card--late-image', 'dialog--open', 'tabs--moved']);
  });

  it('takes again a lone colour change: no other picture vouches for it', () => {
    const { witnesses, alone } = planRetakes([recoloured('button--primary')]);
    assert.deepEqual(witnesses, []);
    assert.deepEqual(
      alone.map((r) => r.id),
      ['button--primary'],
    );
  });
});

describe('groupChanges with blends', () => {
  it('puts a picture that shows only a colour mixed from the changed one into the group of the change it is mixed from', () => {
    const darker = (colour) => blend(colour, ink, 0.6);
    const pictures = [
      changed('button--primary', picture(brand), picture(newBrand)),
      changed('badge--brand', picture(brand), picture(newBrand)),
      changed('button--pressed', picture(darker(brand)), picture(darker(newBrand))),
    ];
    const groups = groupChanges(pictures);
    assert.equal(groups.length, 1);
    assert.match(groups[0].label, /^#4fd869 → #2f6fed in 3 pictures$/);
  });
});
