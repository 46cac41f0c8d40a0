/**
 * Changed pictures grouped for review, so a change that touches hundreds of pictures reads as a
 * handful of rows. Two levels:
 *
 * - an **identical difference**: pictures whose baseline and new picture are byte for byte those
 *   of another (stories resting on the same screen: a closed dialog, a loading page);
 * - a **group**: identical differences whose changed pixels are mostly the same colour becoming
 *   the same other colour (a token change: `#2f6fed → #1d4ed8`, its anti-aliased edges and tints
 *   counted with it), or one identical difference on its own when no colour change dominates (a
 *   moved edge, new text, a size change). A picture that shows only a colour mixed from the
 *   changed one (a darker brand) joins the group of the change it is mixed from.
 *
 * Groups are numbered by size, largest first; the report shows each with one representative and
 * an accept command for the whole group (`npm run test:visual:accept -- <number>`).
 */
import { isBlendOf } from './compare.mjs';
import { hashOf } from './store.mjs';

/** The share of a picture's changed pixels a few colour changes must hold to call it "that change". */
export const DOMINANT_SHARE = 0.8;

/**
 * The one to three colour changes (from `comparePngs`' `colours`) that together hold at least
 * DOMINANT_SHARE of the changed pixels, or undefined when none do, when the size changed, or when
 * a colour and its reverse are among them (an edge that moved, not a colour that changed).
 */
export function dominantColours(comparison) {
  if (comparison.sizeChanged || !comparison.colours?.length) return undefined;
  const kept = [];
  let share = 0;
  for (const colour of comparison.colours) {
    // A colour and its reverse (white → brand beside brand → white) is something that moved.
    if (kept.some((other) => other.from === colour.to && other.to === colour.from)) return undefined;
    kept.push(colour);
    share += colour.share;
    if (share >= DOMINANT_SHARE) return { changes: kept, share };
  }
  return undefined;
}

const changeKey = (changes) =>
  changes
    .map(({ from, to }) => `${from}>${to}`)
    .sort()
    .join(',');

/**
 * Groups `changed` results (each with `baseline`, `actual`, `comparison`). Returns
 * `[{ number, key, label, colours, differences: [{ baselineHash, actualHash, members }], members }]`,
 * the largest group first; members keep the order they were given in.
 */
export function groupChanges(changed) {
  const identical = new Map();
  for (const result of changed) {
    const baselineHash = hashOf(result.baseline);
    const actualHash = hashOf(result.actual);
    const key = `${baselineHash}>${actualHash}`;
    if (!identical.has(key)) identical.set(key, { baselineHash, actualHash, members: [] });
    identical.get(key).members.push(result);
  }

  const groups = new Map();
  for (const [key, difference] of identical) {
    const dominant = dominantColours(difference.members[0].comparison);
    const groupKey = dominant ? `colours:${changeKey(dominant.changes)}` : `picture:${key}`;
    if (!groups.has(groupKey))
      groups.set(groupKey, {
        key: groupKey,
        colours: dominant?.changes.map(({ from, to }) => ({ from, to })),
        differences: [],
      });
    groups.get(groupKey).differences.push(difference);
  }

  const bySize = (a, b) => memberCount(b) - memberCount(a) || a.key.localeCompare(b.key);
  const merged = [];
  for (const group of [...groups.values()].sort(bySize)) {
    const into = group.colours && merged.find((larger) => larger.colours && mixedFrom(group.colours, larger.colours));
    if (into) into.differences.push(...group.differences);
    else merged.push(group);
  }
  return merged
    .map((group) => ({ ...group, members: group.differences.flatMap((difference) => difference.members) }))
    .sort((a, b) => b.members.length - a.members.length || a.key.localeCompare(b.key))
    .map((group, index) => ({ number: index + 1, label: labelOf(group), ...group }));
}

const memberCount = (group) => group.differences.reduce((sum, difference) => sum + difference.members.length, 0);
const colourNumber = (hex) => Number.parseInt(hex.slice(1), 16);

/** Whether every change of `changes` is one of `of` or a colour mixed from one of them (`isBlendOf`). */
function mixedFrom(changes, of) {
  return changes.every(({ from, to }) =>
    of.some(
      (main) =>
        (main.from === from && main.to === to) ||
        isBlendOf(colourNumber(from), colourNumber(to), { from: colourNumber(main.from), to: colourNumber(main.to) }),
    ),
  );
}

function labelOf(group) {
  const pictures = `${group.members.length} picture${group.members.length === 1 ? '' : 's'}`;
  if (group.colours) {
    const changes = group.colours.map(({ from, to }) => `${from} → ${to}`).join(', ');
    return `${changes} in ${pictures}`;
  }
  const [first] = group.members;
  const same = group.members.length > 1 ? `, all the same difference` : '';
  return `${first.title} / ${first.name} @ ${first.width} px${group.members.length > 1 ? ` and ${group.members.length - 1} more` : ''} (${pictures}${same})`;
}
