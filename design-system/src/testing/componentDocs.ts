/** What a designer needs from a component's docs page, written the same way for every primitive. */
export interface ComponentDocs {
  /** What it is for, in a sentence or two. */
  purpose: string;
  /** When to reach for something else instead, each with what to use. */
  avoid: readonly string[];
  /** Keyboard, roles and what a screen reader announces. */
  accessibility: readonly string[];
  /**
   * For overlays: the docs page shows each story in its own frame this tall (e.g. `'480px'`), so
   * an open dialog or drawer is seen open inside it instead of covering the page.
   */
  overlayFrame?: string;
}

const list = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');

/**
 * The `parameters` of a story file's meta that put the docs page's description together: purpose,
 * when not to use it and accessibility notes (each story's own JSDoc describes its state).
 */
export function componentDocs({ purpose, avoid, accessibility, overlayFrame }: ComponentDocs) {
  const component = [purpose, '### When not to use it', list(avoid), '### Accessibility', list(accessibility)].join(
    '\n\n',
  );
  const frame = overlayFrame ? inFrame(overlayFrame).docs : {};
  return { docs: { description: { component }, ...frame } };
}

/**
 * A story shown on the docs page in its own frame this tall, its play function run: for what is
 * fixed to the window (a notification region, a bar at the foot) and would escape an inline story.
 */
export function inFrame(height: string) {
  return { docs: { story: { inline: false, height } } };
}

/** A story on an overlay's docs page that ends closed: a short frame for its opener button. */
export const closedFrame = inFrame('120px');

/** An arg the Controls panel offers no editor for (elements, callbacks, refs): its row and description stay. */
export const noControl = { control: false } as const;

/** A union prop offered as a select of its members. */
export function selectOf<T extends string>(options: readonly T[]) {
  return { control: 'select', options } as const;
}

/** A union prop of few members offered as radio buttons. */
export function radioOf<T extends string>(options: readonly T[]) {
  return { control: 'inline-radio', options } as const;
}
