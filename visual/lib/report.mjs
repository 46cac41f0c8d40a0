/**
 * The report QA opens in a browser: `visual-report/index.html`, self-contained with its pictures.
 * For each changed story the baseline, the new picture and the difference side by side; then new
 * stories without a baseline, stories that could not be pictured, warnings, opted-out stories.
 */
import fs from 'node:fs';
import path from 'node:path';
import { cropPng } from './compare.mjs';

const escape = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

const figure = (caption, src) =>
  `<figure><figcaption>${caption}</figcaption><a href="${src}" target="_blank"><img src="${src}" alt="${caption}" loading="lazy"></a></figure>`;

const heading = (result) =>
  `<h3 id="${escape(result.file)}">${escape(result.title)} / ${escape(result.name)} <small>${result.width} px · <code>${escape(result.id)}</code></small></h3>`;

const accept = (result) => `<p class="accept">Accept: <code>npm run test:visual:update ${escape(result.id)}</code></p>`;

/** Writes the report into `dir` (emptied first) and returns the path of its index.html. */
export function writeReport(dir, { results, skipped, obsolete, options, elapsed }) {
  fs.rmSync(dir, { recursive: true, force: true });
  const images = path.join(dir, 'images');
  fs.mkdirSync(images, { recursive: true });
  const save = (name, buffer) => {
    fs.writeFileSync(path.join(images, name), buffer);
    return `images/${name}`;
  };

  const changed = results.filter((r) => r.status === 'changed');
  const added = results.filter((r) => r.status === 'new');
  const errors = results.filter((r) => r.status === 'error');
  const noted = results.filter((r) => r.notes?.length);
  const passed = results.filter((r) => r.status === 'passed' || r.status === 'written');

  const sections = [];
  if (changed.length) {
    sections.push(
      `<h2>Changed (${changed.length})</h2>` +
        changed
          .map((r) => {
            const stem = r.file.replace(/\.png$/, '');
            const { diffPixels, sizeChanged, width, height } = r.comparison;
            const summary = `${sizeChanged ? 'Size changed. ' : ''}${diffPixels.toLocaleString('en-IN')} of ${(width * height).toLocaleString('en-IN')} pixels differ.`;
            const row = `<div class="row">${figure('Baseline', save(`${stem}.baseline.png`, r.baseline))}${figure('New', save(`${stem}.new.png`, r.actual))}${figure('Difference', save(`${stem}.diff.png`, r.diff))}</div>`;
            const area = r.comparison.area;
            const zoom = area
              ? `<p class="area">The changed area (${area.width} × ${area.height} px at ${area.x}, ${area.y}), actual size:</p><div class="row actual">${figure('Baseline', save(`${stem}.baseline.area.png`, cropPng(r.baseline, area)))}${figure('New', save(`${stem}.new.area.png`, cropPng(r.actual, area)))}${figure('Difference', save(`${stem}.diff.area.png`, cropPng(r.diff, area)))}</div>`
              : '';
            return `<section class="story">${heading(r)}<p>${summary}</p>${row}${zoom}${accept(r)}</section>`;
          })
          .join(''),
    );
  }
  if (added.length) {
    sections.push(
      `<h2>New, no baseline yet (${added.length})</h2>` +
        added
          .map(
            (r) =>
              `<section class="story">${heading(r)}<div class="row">${figure('New', save(`${r.file.replace(/\.png$/, '')}.new.png`, r.actual))}</div>${accept(r)}</section>`,
          )
          .join(''),
    );
  }
  if (errors.length) {
    sections.push(
      `<h2>Could not be pictured (${errors.length})</h2><ul>` +
        errors.map((r) => `<li><code>${escape(r.id)}</code> @ ${r.width} px: ${escape(r.message)}</li>`).join('') +
        '</ul>',
    );
  }
  if (noted.length) {
    sections.push(
      `<h2>Warnings (${noted.length})</h2><ul>` +
        noted
          .map((r) => `<li><code>${escape(r.id)}</code> @ ${r.width} px: ${escape(r.notes.join('; '))}</li>`)
          .join('') +
        '</ul>',
    );
  }
  sections.push(
    `<h2>Not pictured: opted out (${skipped.length})</h2>` +
      (skipped.length
        ? `<ul>${skipped.map((s) => `<li><code>${escape(s.id)}</code> (${escape(s.title)} / ${escape(s.name)}): ${escape(s.reason)}</li>`).join('')}</ul>`
        : '<p>None.</p>'),
  );
  if (obsolete.length) {
    sections.push(
      `<h2>Baselines without a story (${obsolete.length})</h2><p>Removed by <code>npm run test:visual:update</code> (without a filter).</p><ul>${obsolete.map((f) => `<li><code>${escape(f)}</code></li>`).join('')}</ul>`,
    );
  }
  sections.push(
    `<h2>Unchanged (${passed.length})</h2><details><summary>List</summary><ul class="passed">${passed.map((r) => `<li><code>${escape(r.id)}</code> @ ${r.width} px</li>`).join('')}</ul></details>`,
  );

  const failed = changed.length + added.length + errors.length;
  const verdict = failed
    ? `${failed} of ${results.length} pictures need review`
    : `All ${results.length} pictures match their baselines`;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Visual regression: ${escape(verdict)}</title>
<style>
  :root { color-scheme: light; font-family: system-ui, sans-serif; color: #0b1220; background: #f5f7fa; }
  body { margin: 0 auto; padding: 24px; max-width: 1800px; }
  h1 { font-size: 24px; margin: 0 0 4px; }
  h2 { font-size: 18px; margin: 32px 0 12px; border-bottom: 1px solid #aab2bf; padding-bottom: 4px; }
  h3 { font-size: 15px; margin: 0 0 8px; }
  h3 small { font-weight: 400; color: #4b5567; }
  .meta { color: #4b5567; margin: 0; }
  .verdict { font-weight: 600; color: ${failed ? '#8e1c1c' : '#0f3d1b'}; }
  .story { background: #fff; border: 1px solid #e6e9ee; border-radius: 8px; padding: 16px; margin-bottom: 16px; }
  .row { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px; align-items: start; }
  figure { margin: 0; }
  figcaption { font-size: 13px; font-weight: 600; margin-bottom: 4px; }
  figure img { display: block; max-width: 100%; border: 1px solid #aab2bf; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
  .row.actual { display: flex; overflow-x: auto; }
  .row.actual img { max-width: none; }
  .area { font-size: 13px; color: #4b5567; margin: 12px 0 4px; }
  .accept { font-size: 13px; color: #4b5567; margin: 8px 0 0; }
  code { font-size: 12px; }
  ul.passed { columns: 3; font-size: 13px; }
</style>
</head>
<body>
<h1>Visual regression</h1>
<p class="verdict">${escape(verdict)}</p>
<p class="meta">${options.update ? 'Update run' : 'Check run'}${options.filters.length ? ` for ${escape(options.filters.join(', '))}` : ''} · ${new Date().toISOString()} · ${(elapsed / 1000).toFixed(1)} s</p>
${sections.join('\n')}
</body>
</html>
`;
  const file = path.join(dir, 'index.html');
  fs.writeFileSync(file, html);
  return file;
}
