import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { PNG } from 'pngjs';
import { acceptGroups } from '../accept.mjs';
import { comparePngs } from '../lib/compare.mjs';
import { groupChanges } from '../lib/groups.mjs';
import { writeReport } from '../lib/report.mjs';
import { hashOf, openStore } from '../lib/store.mjs';

/** A PNG filled with `rgb`, `paint(x, y)` overriding single pixels. */
function picture(width, height, rgb, paint = () => undefined) {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) png.data.set([...(paint(x, y) ?? rgb), 255], (y * width + x) * 4);
  return PNG.sync.write(png);
}

const white = [255, 255, 255];
const brand = [79, 216, 105];
const newBrand = [216, 27, 96];
const ink = [11, 18, 32];
/** A button: a brand-coloured box on white, `shift` px to the right. */
const button = (colour, { width = 40, shift = 0, label = false } = {}) =>
  picture(width, 20, white, (x, y) => {
    if (label && y === 10 && x > 12 && x < 20) return ink;
    return x >= 5 + shift && x < 30 + shift && y >= 5 && y < 15 ? colour : undefined;
  });

function changedResult(id, width, baseline, actual, steady = true) {
  const comparison = comparePngs(baseline, actual);
  assert.equal(comparison.equal, false, `${id} should differ`);
  const [component, name] = id.split('--');
  return {
    id,
    title: `Primitives/${component[0].toUpperCase()}${component.slice(1)}`,
    name,
    width,
    file: `${id}.${width}.png`,
    status: 'changed',
    baseline,
    actual,
    diff: comparison.diff,
    comparison,
    steady,
  };
}

/** A brand-colour change in two different pictures, one moved edge in two identical pictures, one size change. */
function scenario() {
  return [
    changedResult('button--primary', 375, button(brand), button(newBrand)),
    changedResult('badge--brand', 375, button(brand, { label: true }), button(newBrand, { label: true })),
    changedResult('dialog--closed', 375, button(brand), button(brand, { shift: 3 })),
    changedResult('drawer--closed', 375, button(brand), button(brand, { shift: 3 }), false),
    changedResult('card--wide', 1280, button(brand), button(brand, { width: 48 })),
  ];
}

describe('groupChanges', () => {
  it('puts pictures whose changed pixels are one colour becoming another into one group', () => {
    const groups = groupChanges(scenario());
    const colour = groups.find((g) => g.colours);
    assert.deepEqual(
      colour.members.map((r) => r.id),
      ['button--primary', 'badge--brand'],
    );
    assert.equal(colour.differences.length, 2);
    assert.match(colour.label, /^#4fd869 → #d81b60 in 2 pictures$/);
  });

  it('puts byte-identical differences together, and leaves a size change alone', () => {
    const groups = groupChanges(scenario());
    const moved = groups.find((g) => g.members.some((r) => r.id === 'dialog--closed'));
    assert.deepEqual(
      moved.members.map((r) => r.id),
      ['dialog--closed', 'drawer--closed'],
    );
    assert.equal(moved.differences.length, 1, 'one identical difference');
    assert.equal(moved.colours, undefined, 'a moved edge is no colour change');
    const resized = groups.find((g) => g.members.some((r) => r.id === 'card--wide'));
    assert.equal(resized.members.length, 1);
  });

  it('numbers the groups largest first', () => {
    const groups = groupChanges(scenario());
    assert.deepEqual(
      groups.map((g) => [g.number, g.members.length]),
      [
        [1, 2],
        [2, 2],
        [3, 1],
      ],
    );
  });
});

describe('the report and accepting a group', () => {
  function report() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visual-report-'));
    const results = [
      ...scenario(),
      { id: 'text--body', title: 'Primitives/Text', name: 'Body', width: 375, status: 'passed', notes: [] },
    ];
    writeReport(dir, {
      results,
      skipped: [{ id: 'clock--live', title: 'Primitives/Clock', name: 'Live', reason: 'ticks' }],
      obsolete: ['gone--story.375.png'],
      options: { update: false, filters: [] },
      elapsed: 1000,
    });
    return { dir, results, html: fs.readFileSync(path.join(dir, 'index.html'), 'utf8') };
  }

  it('opens with the counts, the components to review and a filter', () => {
    const { html } = report();
    const counts = html.indexOf('class="counts"');
    assert.ok(counts > 0 && counts < html.indexOf('id="changed"'), 'the summary comes before the pictures');
    assert.match(html, /<strong>5<\/strong>changed, in 3 groups/);
    assert.match(html, /<strong>1<\/strong>baselines without a story/);
    assert.match(html, /<strong>1<\/strong>unchanged/);
    assert.match(html, /<input id="filter" type="search"/);
    const what = html.indexOf('What changed');
    assert.ok(what > counts && what < html.indexOf('id="filter"'), 'what changed is named on the first screen');
    assert.match(
      html,
      /<a href="#group-1">1\. <span class="swatch" style="background:#4fd869"><\/span><span class="swatch" style="background:#d81b60"><\/span>#4fd869 → #d81b60 in 2 pictures<\/a>/,
    );
    assert.match(html, /<a href="#group-2">2\. [^<]*<\/a> <small>\(1 to picture again before accepting\)<\/small>/);
    assert.match(html, /data-filter="primitives\/button">Primitives\/Button<\/button>/);
    assert.doesNotMatch(html, /data-filter="primitives\/text"/, 'a component with nothing to review is not listed');
  });

  it('shows each group once with its accept command, and stores each picture once', () => {
    const { dir, html } = report();
    assert.match(html, /Group 1: #4fd869 → #d81b60 in 2 pictures/);
    assert.match(html, /npm run test:visual:accept -- 1/);
    assert.match(html, /npm run test:visual:update drawer--closed/, 'an unsteady member is pictured again instead');
    const files = fs.readdirSync(path.join(dir, 'images'));
    const distinct = new Set(files.map((f) => hashOf(fs.readFileSync(path.join(dir, 'images', f)))));
    assert.equal(distinct.size, files.length, 'no picture stored twice');
    for (const src of html.matchAll(/<img src="([^"]+)"/g)) assert.ok(fs.existsSync(path.join(dir, src[1])), src[1]);
    assert.ok([...html.matchAll(/<img [^>]*>/g)].every((tag) => tag[0].includes('loading="lazy"')));
  });

  it('accepts a group from the report: steady pictures written, an unsteady one named', () => {
    const { dir, results } = report();
    const baselinesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'visual-baselines-'));
    const store = openStore(baselinesDir);
    for (const r of results.filter((r) => r.status === 'changed')) store.write(r.file, r.baseline);
    store.save();

    const moved = acceptGroups(['2'], { reportDir: dir, baselinesDir, log: () => undefined });
    assert.deepEqual(
      moved.written.map((m) => m.id),
      ['dialog--closed'],
    );
    assert.deepEqual(
      moved.left.map((m) => m.id),
      ['drawer--closed'],
    );
    const after = openStore(baselinesDir);
    const dialog = results.find((r) => r.id === 'dialog--closed');
    assert.ok(after.read(dialog.file).equals(dialog.actual), 'the new picture is the baseline');
    assert.ok(after.read('button--primary.375.png').equals(results[0].baseline), 'other groups untouched');

    // The report is now older than the baseline it compared against: accepting again refuses.
    const again = acceptGroups(['2'], { reportDir: dir, baselinesDir, log: () => undefined });
    assert.equal(again.written.length, 0);
    assert.match(again.left.find((m) => m.id === 'dialog--closed').why, /baseline changed since the report/);
    assert.throws(() => acceptGroups(['9'], { reportDir: dir, baselinesDir, log: () => undefined }), /no group 9/);
  });
});
