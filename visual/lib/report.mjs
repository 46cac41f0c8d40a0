/**
 * The report QA opens in a browser: `visual-report/index.html`, self-contained with its pictures.
 * A summary first (changed, new, baselines without a story, errors, unchanged, opted out) and the
 * components with something to review; a filter over everything below; the changed pictures in
 * groups (`groups.mjs`), each with one representative shown (baseline, new, difference, the
 * changed area cut out) and an accept command; then new stories, errors, warnings, opted-out
 * stories and the unchanged list.
 */
import fs from 'node:fs';
import path from 'node:path';
import { cropPng } from './compare.mjs';
import { groupChanges } from './groups.mjs';
import { hashOf } from './store.mjs';

const escape = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

const figure = (caption, src) =>
  `<figure><figcaption>${caption}</figcaption><a href="${src}" target="_blank"><img src="${src}" alt="${caption}" loading="lazy"></a></figure>`;

const heading = (result, tag = 'h4') =>
  `<${tag}>${escape(result.title)} / ${escape(result.name)} <small>${result.width} px · <code>${escape(result.id)}</code></small></${tag}>`;

const searchText = (...parts) => escape(parts.join(' ').toLowerCase());

/** The component a story belongs to: its title ("Primitives/Button"). */
const componentOf = (result) => result.title;

/** Where the report keeps the groups the accept command reads (`visual/accept.mjs`). */
export const GROUPS_FILE = 'groups.json';

/**
 * Writes the report into `dir` (emptied first) and returns the path of its index.html. Pictures are
 * stored once by content (`images/<hash>.png`), so identical differences cost the report once;
 * `groups.json` beside it lists each group's pictures for `npm run test:visual:accept`.
 */
export function writeReport(dir, { results, skipped, obsolete, options, elapsed }) {
  fs.rmSync(dir, { recursive: true, force: true });
  const images = path.join(dir, 'images');
  fs.mkdirSync(images, { recursive: true });
  const saved = new Map();
  const save = (buffer) => {
    if (saved.has(buffer)) return saved.get(buffer);
    const name = `images/${hashOf(buffer)}.png`;
    saved.set(buffer, name);
    const file = path.join(dir, name);
    if (!fs.existsSync(file)) fs.writeFileSync(file, buffer);
    return name;
  };

  const changed = results.filter((r) => r.status === 'changed');
  const added = results.filter((r) => r.status === 'new');
  const errors = results.filter((r) => r.status === 'error');
  const noted = results.filter((r) => r.notes?.length);
  const passed = results.filter((r) => r.status === 'passed' || r.status === 'written');
  const groups = groupChanges(changed);

  const comparisonRow = (r) =>
    `<div class="row">${figure('Baseline', save(r.baseline))}${figure('New', save(r.actual))}${figure('Difference', save(r.diff))}</div>`;
  // The group's other differences: the new picture (kept anyway, for accepting) and the difference,
  // which shows the baseline faded under the changed pixels.
  const memberRow = (r) =>
    `<div class="row two">${figure('New', save(r.actual))}${figure('Difference', save(r.diff))}</div>`;
  const changedArea = (r) => {
    const { area, width, height } = r.comparison;
    // A crop of nearly the whole picture would only repeat it.
    if (!area || area.width * area.height > 0.6 * width * height) return '';
    return `<p class="area">The changed area, ${area.width} × ${area.height} px at ${area.x}, ${area.y} (actual size where the page is wide enough; open a picture to see it alone):</p><div class="crops">${figure('Baseline', save(cropPng(r.baseline, area)))}${figure('New', save(cropPng(r.actual, area)))}${figure('Difference', save(cropPng(r.diff, area)))}</div>`;
  };
  const pixelSummary = (r) => {
    const { diffPixels, sizeChanged, width, height } = r.comparison;
    return `${sizeChanged ? 'Size changed. ' : ''}${diffPixels.toLocaleString('en-IN')} of ${(width * height).toLocaleString('en-IN')} pixels differ.`;
  };
  const acceptCommand = (group) => {
    const unsteady = group.members.filter((r) => !r.steady).length;
    return `<p class="accept">Accept this group: <code>npm run test:visual:accept -- ${group.number}</code>${unsteady ? ` (${unsteady} of its pictures differed between two loads and are pictured again instead: <code>npm run test:visual:update ${escape(group.members.find((r) => !r.steady).id)}</code>)` : ''}</p>`;
  };

  const sections = [];
  if (groups.length) {
    sections.push(
      `<h2 id="changed">Changed: ${changed.length} pictures in ${groups.length} group${groups.length === 1 ? '' : 's'}</h2>` +
        groups
          .map((group) => {
            const [representative] = group.members;
            const stories = new Set(group.members.map((r) => r.id)).size;
            const others = group.differences
              .map((difference, index) => {
                const names = `<ul class="members">${difference.members.map((r) => `<li>${heading(r, 'span')}</li>`).join('')}</ul>`;
                const [first] = difference.members;
                return `<div class="difference"><p>${difference.members.length === 1 ? 'Difference' : `Identical difference in ${difference.members.length} pictures`} ${index + 1}: ${pixelSummary(first)}</p>${names}${index === 0 ? '' : memberRow(first)}</div>`;
              })
              .join('');
            return `<section class="story group" id="group-${group.number}" data-search="${searchText(group.label, ...group.members.flatMap((r) => [r.id, r.title, r.name]))}">
<h3>Group ${group.number}: ${escape(group.label)}</h3>
<p>${group.members.length} picture${group.members.length === 1 ? '' : 's'} of ${stories} stor${stories === 1 ? 'y' : 'ies'}, ${group.differences.length} distinct difference${group.differences.length === 1 ? '' : 's'}. Shown: ${escape(representative.title)} / ${escape(representative.name)} @ ${representative.width} px. ${pixelSummary(representative)}</p>
${comparisonRow(representative)}${changedArea(representative)}${acceptCommand(group)}
<details><summary>Every picture of this group</summary>${others}</details>
</section>`;
          })
          .join('\n'),
    );
  }
  if (added.length) {
    sections.push(
      `<h2 id="new">New, no baseline yet (${added.length})</h2>` +
        added
          .map(
            (r) =>
              `<section class="story" data-search="${searchText(r.id, r.title, r.name)}">${heading(r, 'h3')}<div class="row">${figure('New', save(r.actual))}</div><p class="accept">Accept: <code>npm run test:visual:update ${escape(r.id)}</code></p></section>`,
          )
          .join(''),
    );
  }
  if (errors.length) {
    sections.push(
      `<h2 id="errors">Could not be pictured (${errors.length})</h2><ul>` +
        errors
          .map(
            (r) =>
              `<li data-search="${searchText(r.id, r.title, r.name)}"><code>${escape(r.id)}</code> @ ${r.width} px: ${escape(r.message)}</li>`,
          )
          .join('') +
        '</ul>',
    );
  }
  if (noted.length) {
    sections.push(
      `<h2 id="warnings">Warnings (${noted.length})</h2><ul>` +
        noted
          .map(
            (r) =>
              `<li data-search="${searchText(r.id, r.title, r.name)}"><code>${escape(r.id)}</code> @ ${r.width} px: ${escape(r.notes.join('; '))}</li>`,
          )
          .join('') +
        '</ul>',
    );
  }
  sections.push(
    `<h2 id="skipped">Not pictured: opted out (${skipped.length})</h2>` +
      (skipped.length
        ? `<ul>${skipped.map((s) => `<li data-search="${searchText(s.id, s.title, s.name)}"><code>${escape(s.id)}</code> (${escape(s.title)} / ${escape(s.name)}): ${escape(s.reason)}</li>`).join('')}</ul>`
        : '<p>None.</p>'),
  );
  if (obsolete.length) {
    sections.push(
      `<h2 id="missing">Baselines without a story (${obsolete.length})</h2><p>Removed by <code>npm run test:visual:update</code> (without a filter).</p><ul>${obsolete.map((f) => `<li data-search="${searchText(f)}"><code>${escape(f)}</code></li>`).join('')}</ul>`,
    );
  }
  sections.push(
    `<h2 id="unchanged">Unchanged (${passed.length})</h2><details><summary>List</summary><ul class="passed">${passed.map((r) => `<li data-search="${searchText(r.id, r.title, r.name)}"><code>${escape(r.id)}</code> @ ${r.width} px</li>`).join('')}</ul></details>`,
  );

  fs.writeFileSync(
    path.join(dir, GROUPS_FILE),
    `${JSON.stringify(
      {
        groups: groups.map((group) => ({
          number: group.number,
          label: group.label,
          members: group.differences.flatMap(({ baselineHash, members }) =>
            members.map((r) => ({
              file: r.file,
              id: r.id,
              width: r.width,
              baseline: baselineHash,
              picture: save(r.actual),
              steady: Boolean(r.steady),
            })),
          ),
        })),
      },
      null,
      2,
    )}\n`,
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
<link rel="icon" href="data:,">
<title>Visual regression: ${escape(verdict)}</title>
<style>
  :root { color-scheme: light; font-family: system-ui, sans-serif; color: #0b1220; background: #f5f7fa; }
  body { margin: 0 auto; padding: 0 24px 24px; max-width: 1800px; }
  h1 { font-size: 24px; margin: 24px 0 4px; }
  h2 { font-size: 18px; margin: 32px 0 12px; border-bottom: 1px solid #aab2bf; padding-bottom: 4px; }
  h3 { font-size: 15px; margin: 0 0 8px; }
  h3 small, h4 small, span small { font-weight: 400; color: #4b5567; }
  h4 { font-size: 14px; margin: 0; }
  .meta { color: #4b5567; margin: 0; }
  .verdict { font-weight: 600; color: ${failed ? '#8e1c1c' : '#0f3d1b'}; }
  .counts { display: flex; flex-wrap: wrap; gap: 8px; margin: 16px 0 0; padding: 0; list-style: none; }
  .counts a { display: block; padding: 8px 12px; border-radius: 8px; background: #fff; border: 1px solid #e6e9ee; color: inherit; text-decoration: none; }
  .counts strong { display: block; font-size: 20px; }
  h2.what { margin-top: 20px; }
  ol.what { margin: 0; padding: 0; list-style: none; display: grid; gap: 6px; }
  ol.what a { color: #1746a2; }
  .swatch { display: inline-block; width: 14px; height: 14px; border-radius: 3px; border: 1px solid #aab2bf; vertical-align: -2px; margin-right: 4px; }
  .filter { position: sticky; top: 0; z-index: 1; background: #f5f7fa; padding: 12px 0; border-bottom: 1px solid #e6e9ee; display: flex; gap: 12px; align-items: center; flex-wrap: wrap; }
  .filter input { font: inherit; padding: 6px 10px; min-width: min(420px, 100%); border: 1px solid #aab2bf; border-radius: 6px; }
  .filter output { color: #4b5567; font-size: 13px; }
  .components-scroll { max-height: 360px; overflow: auto; display: inline-block; max-width: 100%; border: 1px solid #e6e9ee; }
  table.components { border-collapse: collapse; font-size: 13px; background: #fff; }
  table.components thead th { position: sticky; top: 0; background: #fff; }
  table.components th, table.components td { border-bottom: 1px solid #e6e9ee; padding: 4px 10px; text-align: right; }
  table.components th:first-child { text-align: left; }
  table.components button { font: inherit; background: none; border: 0; padding: 0; color: #1746a2; text-decoration: underline; cursor: pointer; }
  .story { background: #fff; border: 1px solid #e6e9ee; border-radius: 8px; padding: 16px; margin-bottom: 16px; }
  .row { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px; align-items: start; }
  figure { margin: 0; min-width: 0; }
  figcaption { font-size: 13px; font-weight: 600; margin-bottom: 4px; }
  figure img { display: block; max-width: 100%; height: auto; border: 1px solid #aab2bf; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
  .row.two { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .crops { display: grid; gap: 12px; }
  .area { font-size: 13px; color: #4b5567; margin: 12px 0 4px; }
  .accept { font-size: 13px; color: #4b5567; margin: 8px 0 0; }
  details { margin-top: 12px; }
  .difference { border-top: 1px solid #e6e9ee; padding-top: 8px; margin-top: 8px; font-size: 13px; }
  ul.members { margin: 4px 0 8px; }
  code { font-size: 12px; overflow-wrap: anywhere; }
  ul.passed { columns: 3; font-size: 13px; }
  [hidden] { display: none !important; }
  @media (max-width: 700px) { .row { grid-template-columns: 1fr; } ul.passed { columns: 1; } }
</style>
</head>
<body>
<h1>Visual regression</h1>
<p class="verdict">${escape(verdict)}</p>
<p class="meta">${options.update ? 'Update run' : 'Check run'}${options.filters.length ? ` for ${escape(options.filters.join(', '))}` : ''} · ${new Date().toISOString()} · ${(elapsed / 1000).toFixed(1)} s</p>
${summary({ changed, groups, added, errors, obsolete, passed, skipped })}
${whatChanged(groups)}
<div class="filter" role="search"><label for="filter">Filter</label><input id="filter" type="search" placeholder="story id, component, colour (#1d4ed8)…" autocomplete="off"><output id="shown" for="filter"></output></div>
${componentTable(results)}
${sections.join('\n')}
<script>
  const input = document.getElementById('filter');
  const shown = document.getElementById('shown');
  const items = [...document.querySelectorAll('[data-search]')];
  const apply = () => {
    const query = input.value.trim().toLowerCase();
    let count = 0;
    for (const item of items) {
      item.hidden = query !== '' && !item.dataset.search.includes(query);
      if (!item.hidden && item.classList.contains('story')) count++;
    }
    shown.textContent = query ? count + ' sections shown' : '';
    history.replaceState(null, '', query ? '#filter=' + encodeURIComponent(query) : location.pathname);
  };
  input.addEventListener('input', apply);
  for (const button of document.querySelectorAll('[data-filter]'))
    button.addEventListener('click', () => { input.value = button.dataset.filter; apply(); input.focus(); });
  const initial = /^#filter=(.*)$/.exec(location.hash);
  if (initial) { input.value = decodeURIComponent(initial[1]); apply(); }
</script>
</body>
</html>
`;
  const file = path.join(dir, 'index.html');
  fs.writeFileSync(file, html);
  return { file, groups };
}

/** The counts first: what needs review and what does not, each a link to its section. */
function summary({ changed, groups, added, errors, obsolete, passed, skipped }) {
  const count = (n, label, anchor) =>
    `<li><a href="#${anchor}"><strong>${n.toLocaleString('en-IN')}</strong>${label}</a></li>`;
  return `<ul class="counts">${[
    count(changed.length, `changed, in ${groups.length} group${groups.length === 1 ? '' : 's'}`, 'changed'),
    count(added.length, 'new', 'new'),
    count(obsolete.length, 'baselines without a story', 'missing'),
    count(errors.length, 'could not be pictured', 'errors'),
    count(passed.length, 'unchanged', 'unchanged'),
    count(skipped.length, 'opted out', 'skipped'),
  ].join('')}</ul>`;
}

/** How many groups the first screen names; the rest are counted, and listed below. */
const GROUPS_NAMED_FIRST = 5;

/**
 * What changed, on the first screen: the largest groups by name (a colour change with swatches of
 * its colours), each a link to its pictures, with how many of its pictures `accept` can take.
 */
function whatChanged(groups) {
  if (!groups.length) return '';
  const swatch = (hex) => `<span class="swatch" style="background:${escape(hex)}"></span>`;
  const item = (group) => {
    const colours = group.colours ? group.colours.map(({ from, to }) => `${swatch(from)}${swatch(to)}`).join(' ') : '';
    const unsteady = group.members.filter((r) => !r.steady).length;
    const note = unsteady ? ` <small>(${unsteady} to picture again before accepting)</small>` : '';
    return `<li><a href="#group-${group.number}">${group.number}. ${colours}${escape(group.label)}</a>${note}</li>`;
  };
  const rest = groups.length - GROUPS_NAMED_FIRST;
  const more = rest > 0 ? `<li><a href="#changed">and ${rest} more group${rest === 1 ? '' : 's'}</a></li>` : '';
  return `<h2 class="what">What changed</h2><ol class="what">${groups.slice(0, GROUPS_NAMED_FIRST).map(item).join('')}${more}</ol>`;
}

/** Pictures per component and outcome, the components with most to review first; a click filters by one. */
function componentTable(results) {
  const rows = new Map();
  for (const r of results) {
    const component = componentOf(r);
    if (!rows.has(component)) rows.set(component, { changed: 0, new: 0, error: 0, unchanged: 0 });
    const row = rows.get(component);
    if (r.status === 'changed') row.changed++;
    else if (r.status === 'new') row.new++;
    else if (r.status === 'error') row.error++;
    else row.unchanged++;
  }
  const toReview = (row) => row.changed + row.new + row.error;
  const sorted = [...rows].sort(([a, x], [b, y]) => toReview(y) - toReview(x) || a.localeCompare(b));
  const reviewed = sorted.filter(([, row]) => toReview(row) > 0);
  const quiet = sorted.length - reviewed.length;
  if (!reviewed.length) return '';
  return `<h2>By component</h2><div class="components-scroll" tabindex="0" role="region" aria-label="Pictures by component"><table class="components"><thead><tr><th scope="col">Component</th><th scope="col">Changed</th><th scope="col">New</th><th scope="col">Could not be pictured</th><th scope="col">Unchanged</th></tr></thead><tbody>${reviewed
    .map(
      ([component, row]) =>
        `<tr data-search="${searchText(component)}"><th scope="row"><button type="button" data-filter="${escape(component.toLowerCase())}">${escape(component)}</button></th><td>${row.changed}</td><td>${row.new}</td><td>${row.error}</td><td>${row.unchanged}</td></tr>`,
    )
    .join(
      '',
    )}</tbody></table>${quiet ? `<p class="meta">${quiet} other components: every picture unchanged.</p>` : ''}`;
}
