// @vitest-environment happy-dom
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Every primitive and every screen has a docs page a designer can read without the code: its
 * story file's meta carries the description `componentDocs` or `screenDocs` puts together, and
 * each story says in its JSDoc which state it shows. Story modules load in a DOM-like
 * environment (some stories look up `document.body` once, at the top).
 */
interface StoryModule {
  default: { title?: string; parameters?: { docs?: { description?: { component?: string } } } };
}

const storyFiles = import.meta.glob<StoryModule>(['./primitives/**/*.stories.tsx', './screens/**/*.stories.tsx']);
const storySources = import.meta.glob<string>(['./primitives/**/*.stories.tsx', './screens/**/*.stories.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
/** This folder (`import.meta.dirname`: the DOM environment's `URL` takes no file addresses). */
const src = `${import.meta.dirname}/`;

/** Folders that hold no component of their own to document, and where they are documented instead. */
const DOCUMENTED_ELSEWHERE: Readonly<Record<string, string>> = {
  'screens/shell/FloatingCart':
    "the cart button that floats over the page, on ProductsPage's, StoreSection's and SiteLayout's pages",
  'screens/shell/SellerIdentity': "the shop's legal identity, on ContactPage's page",
  'screens/shop/BillingForm': "the billing details before paying, on CartPage's page",
  'screens/shop/OwnedKit': "what a shopper owns of a kit, on ProductPage's and StoreSection's pages",
  'screens/shop/ProductCard': "a product in a grid, on StoreSection's, ProductsPage's and ProductPage's pages",
  'screens/shop/ProductPreview': "a product's picture, on ProductPage's and StoreSection's pages",
  'screens/shop/SimulatedCheckoutDialog':
    "the demo payment's dialog, on CartPage's, ProfilePage's and PurchaseJourney's pages",
  'screens/pages/shared': "the company pages' shared header, form and legal document, on each page's own docs",
};

/** Each folder of a primitive (`primitives/Button`) or a screen (`screens/shop/CartPage`). */
const componentFolders = (): string[] => {
  const folders = (path: string) =>
    readdirSync(`${src}${path}`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${path}/${entry.name}`);
  return [...folders('primitives'), ...folders('screens').flatMap(folders)];
};

/** Whether a `/** … *\/` comment (the JSDoc Storybook shows as the story's description) ends just above this line. */
const jsdocAbove = (lines: readonly string[], index: number): boolean => {
  if (!lines[index - 1]?.trimEnd().endsWith('*/')) return false;
  for (let line = index - 1; line >= 0; line -= 1) {
    const start = lines[line]!.indexOf('/*');
    if (start !== -1) return lines[line]!.startsWith('/**', start);
  }
  return false;
};

const storiesIn = (folder: string) => Object.keys(storyFiles).filter((path) => path.startsWith(`./${folder}/`));

describe('docs pages', () => {
  it('every primitive and screen folder has a story file, unless documented on another page', () => {
    const undocumented = componentFolders().filter(
      (folder) => storiesIn(folder).length === 0 && !(folder in DOCUMENTED_ELSEWHERE),
    );
    expect(undocumented).toEqual([]);
  });

  it("every story file's meta describes the component the shared way", { timeout: 120_000 }, async () => {
    const lacking: string[] = [];
    for (const [path, load] of Object.entries(storyFiles)) {
      const description = (await load()).default.parameters?.docs?.description?.component ?? '';
      const sections = path.startsWith('./primitives/')
        ? ['### When not to use it', '### Accessibility']
        : ['**Where it appears:**', '### Calls', '### States', '### Accessibility'];
      const missing = sections.filter((section) => !description.includes(section));
      if (missing.length > 0) lacking.push(`${path}: ${missing.join(', ')}`);
    }
    expect(lacking).toEqual([]);
  });

  it('no JSDoc above a meta: the docs page would show it in place of the description', () => {
    const shadowed = Object.entries(storySources).filter(([, source]) => {
      const lines = source.split('\n');
      return jsdocAbove(
        lines,
        lines.findIndex((line) => line.startsWith('const meta = {')),
      );
    });
    expect(shadowed.map(([path]) => path)).toEqual([]);
  });

  it('every story says in its JSDoc which state it shows', () => {
    const silent = Object.entries(storySources).flatMap(([path, source]) => {
      const lines = source.split('\n');
      return lines.flatMap((line, index) => {
        const story = /^export const (\w+)\s*[:=]/.exec(line)?.[1];
        return story && !jsdocAbove(lines, index) ? [`${path}: ${story}`] : [];
      });
    });
    expect(silent).toEqual([]);
  });
});
