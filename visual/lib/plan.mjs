/**
 * What the visual run pictures: pure rules over the stories that Storybook's preview extracted
 * (id, title, name, the parameters and globals that matter here). No browser, no file system.
 */

/** The widths every story is pictured at unless it names its own. */
export const DEFAULT_WIDTHS = [375, 1280];

/** The viewport height: what a page shows above the fold, and what fixed overlays cover. */
export const VIEWPORT_HEIGHT = 800;

/**
 * A story taller than this is cut here: a long page is judged by its first screens, and the
 * baselines stay within their budget. At most 3,000 px and 2.2 megapixels: 3,000 px (3.7 screens)
 * at 375 px, 1,718 px (2.1 screens) at 1280 px.
 */
export const MAX_HEIGHT = 3000;
export const MAX_PIXELS = 2_200_000;
export const maxHeightFor = (width) => Math.min(MAX_HEIGHT, Math.floor(MAX_PIXELS / width));

/**
 * The budget of all baselines together, in bytes (each distinct picture counted once). 40 MiB until
 * the merchant console's stories came (785 pictures, 696 distinct, 45.9 MiB), 50 MiB until the rest
 * of the console, the policy pages and the kits' previews (904 pictures, 792 distinct, 57.2 MB);
 * raised rather than picture the pages shorter. Storing the pictures outside git (LFS, or Chromatic
 * alone) is the way out when it is next reached.
 */
export const BASELINES_BUDGET_BYTES = 64 * 1024 * 1024;

/** A width of a Storybook viewport option (`'375px'`, `375`), or undefined when it is not in pixels. */
function pixels(value) {
  if (typeof value === 'number' && Number.isFinite(value)) return Math.round(value);
  const match = typeof value === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/.exec(value) : null;
  return match ? Math.round(Number(match[1])) : undefined;
}

/**
 * The width of a Chromatic mode's viewport: a number, `'375px'`, `{ width }`, or the name of one
 * of the story's `parameters.viewport.options`; undefined for a disabled mode or one without a width.
 */
function modeWidth(mode, viewportOptions) {
  if (!mode || mode.disable === true || mode.viewport === undefined) return undefined;
  const { viewport } = mode;
  if (typeof viewport === 'object') return pixels(viewport.width);
  return pixels(viewport) ?? pixels(viewportOptions?.[viewport]?.styles?.width);
}

/** The widths of the enabled Chromatic modes (or legacy `chromatic.viewports`) in `chromatic`. */
function chromaticWidths(chromatic, viewportOptions) {
  if (chromatic?.modes && typeof chromatic.modes === 'object') {
    return unique(
      Object.values(chromatic.modes)
        .map((mode) => modeWidth(mode, viewportOptions))
        .filter(Boolean),
    );
  }
  return Array.isArray(chromatic?.viewports) ? unique(chromatic.viewports.map(pixels).filter(Boolean)) : [];
}

/**
 * The widths a story is pictured at: the ones Chromatic would take (`parameters.chromatic.modes`,
 * the project default set in the preview, which a story narrows with `{ desktop: { disable: true } }`
 * or widens with a mode of its own), except that a story pinned to one viewport by its globals
 * (`globals: atViewport('mobile375')`) and not naming its own modes is pictured at that width only.
 * `story.projectChromatic` is the preview's `chromatic` parameter, whose widths are the project
 * default; without any, 375 and 1280.
 */
export function widthsOf(story, defaults = DEFAULT_WIDTHS) {
  const options = story.parameters?.viewport?.options;
  const projectWidths = chromaticWidths(story.projectChromatic, options);
  const projectDefault = projectWidths.length ? projectWidths : unique(defaults);
  const own = chromaticWidths(story.parameters?.chromatic, options);
  if (own.length && !sameWidths(own, projectDefault)) return own;
  const pinned = story.storyGlobals?.viewport?.value;
  const width = pinned ? pixels(options?.[pinned]?.styles?.width) : undefined;
  if (width) return [width];
  return own.length ? own : projectDefault;
}

const unique = (widths) => [...new Set(widths)].sort((a, b) => a - b);
const sameWidths = (a, b) => unique(a).join() === unique(b).join();

/**
 * Why a story is not pictured, or undefined when it is. A story opts out with
 * `parameters.chromatic.disableSnapshot: true` (Chromatic skips it too), ideally with a
 * `parameters.visual.reason` that the run prints.
 */
export function optOutOf(story) {
  const disabled = story.parameters?.chromatic?.disableSnapshot === true || story.parameters?.visual?.disable === true;
  if (!disabled) return undefined;
  return story.parameters?.visual?.reason ?? 'opted out (chromatic.disableSnapshot)';
}

/**
 * Whether a story matches any of the filters: each is a case-insensitive substring of the story id
 * (`primitives-button--primary`), or of "Title / Name" (`Primitives/Button / Primary`), or a
 * `*` glob over the id. No filter matches everything.
 */
export function matchesAny(story, filters) {
  if (!filters.length) return true;
  const haystacks = [story.id, `${story.title} / ${story.name}`].map((text) => text.toLowerCase());
  return filters.some((raw) => {
    const filter = raw.toLowerCase();
    if (filter.includes('*')) {
      const pattern = new RegExp(`^${filter.split('*').map(escapeRegExp).join('.*')}$`);
      return pattern.test(haystacks[0]);
    }
    return haystacks.some((text) => text.includes(filter));
  });
}

const escapeRegExp = (text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** The file name of a baseline: the story id and the width, e.g. `primitives-button--primary.375.png`. */
export const baselineName = (id, width) => `${id}.${width}.png`;

/** The story id and width of a baseline file name, or undefined for any other file. */
export function parseBaselineName(file) {
  const match = /^([a-z0-9-]+--[a-z0-9-]+)\.(\d+)\.png$/.exec(file);
  return match ? { id: match[1], width: Number(match[2]) } : undefined;
}

/**
 * The run's plan: a shot per (story, width) for every matching story, the opted-out stories with
 * their reasons, and the baselines on disk that no pictured story owns any more.
 */
export function planRun(stories, { filters = [], baselineFiles = [] } = {}) {
  const shots = [];
  const skipped = [];
  const owned = new Set();
  for (const story of stories) {
    const reason = optOutOf(story);
    if (!reason) for (const width of widthsOf(story)) owned.add(baselineName(story.id, width));
    if (!matchesAny(story, filters)) continue;
    if (reason) {
      skipped.push({ id: story.id, title: story.title, name: story.name, reason });
      continue;
    }
    for (const width of widthsOf(story)) {
      shots.push({ id: story.id, title: story.title, name: story.name, width, file: baselineName(story.id, width) });
    }
  }
  const obsolete = baselineFiles.filter((file) => parseBaselineName(file) && !owned.has(file));
  return { shots, skipped, obsolete };
}
