/**
 * Which changed pictures a check run takes again from a freshly loaded page before it calls them
 * changed: a busy machine can draw a passing glitch (an image not yet decoded, a late font), and
 * `npm run test:visual:accept` may only take a picture the story draws every time.
 *
 * A picture whose difference from its baseline is a colour change and nothing else (every pixel
 * that fails the comparison is that change, its anti-aliased edges or its tints), pictured without
 * a warning, is taken once when other pictures
 * show the same change: one of them, the group's witness, is taken again, and when the fresh load
 * draws it alike, the change is steady for all of them. A glitch is not a blend of the group's
 * colour change, so it leaves pixels unexplained and its picture is taken again on its own. This
 * keeps a token change (hundreds of pictures, one colour) from costing a fresh load per picture.
 */
import { dominantColours, groupChanges } from './groups.mjs';

/**
 * A changed picture whose whole difference is its colour change (the dominant changes its group is
 * named by, with their edges and tints, and no other failing pixel), pictured without a warning.
 */
export function colourChangeOnly({ comparison, notes }) {
  const dominant = dominantColours(comparison);
  return (
    dominant !== undefined &&
    dominant.changes.length === comparison.colours.length &&
    comparison.unexplained === 0 &&
    !notes?.length
  );
}

/**
 * Plans the retakes of `changed` (check-run results with `baseline`, `actual`, `comparison`, `notes`):
 * `{ witnesses: [{ witness, members }], alone: [result] }`. Each witness is taken again for its
 * members; each result in `alone` is taken again for itself.
 */
export function planRetakes(changed) {
  const witnesses = [];
  const alone = [];
  for (const group of groupChanges(changed)) {
    const clean = group.colours ? group.members.filter(colourChangeOnly) : [];
    if (clean.length > 1) {
      const [witness, ...members] = clean;
      witnesses.push({ witness, members });
      alone.push(...group.members.filter((member) => !clean.includes(member)));
    } else alone.push(...group.members);
  }
  return { witnesses, alone };
}
