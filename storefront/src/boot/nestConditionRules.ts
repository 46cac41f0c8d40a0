/**
 * A rule styled-components writes for a condition (`@media (min-width:768px){.kx{padding:0 2rem;}}`)
 * written as the same condition nested in the class its rules are for
 * (`.kx{@media (min-width:768px){&{padding:0 2rem;}}}`, CSS nesting), where that says the same:
 * every selector of every rule starts with that one class (`&` stands for it, so each selector
 * keeps its specificity, a list's included) and names no pseudo-element, and the rules hold only
 * declarations. Anything else comes back as it was.
 */
export function nestConditionRule(rule: string): string {
  const around = CONDITION_AROUND_RULES.exec(rule);
  if (!around) return rule;
  const [, condition, body] = around as unknown as [string, string, string];
  const rules = [...body.matchAll(STYLE_RULE)].map(([, selector = '', declarations = '']) => ({
    selector: selector.trim(),
    declarations,
  }));
  const owner = /^\.[\w-]+/.exec(rules[0]?.selector ?? '')?.[0];
  if (!owner || rules.some(({ selector }) => selector.includes('::'))) return rule;
  const nested: string[] = [];
  for (const { selector, declarations } of rules) {
    const selectors = selectorsOf(selector);
    if (!selectors?.every((part) => startsWithClass(part, owner))) return rule;
    nested.push(`${selectors.map((part) => `&${part.slice(owner.length)}`).join(',')}{${declarations}}`);
  }
  return `${owner}{${condition}{${nested.join('')}}}`;
}

/** `@media …{rules}`, `@supports` or `@container` alike, each rule a selector and its declarations only. */
const CONDITION_AROUND_RULES = /^(@(?:media|supports|container)[^{]*)\{((?:[^{}]+\{[^{}]*\})+)\}$/;
const STYLE_RULE = /([^{}]+)\{([^{}]*)\}/g;

/** Whether `selector` starts with the class `owner`, and not a longer class that begins the same. */
const startsWithClass = (selector: string, owner: string) =>
  selector.startsWith(owner) && !/[\w-]/.test(selector.charAt(owner.length));

/** The selectors of a list; undefined where a comma may be inside one (`:is(.a,.b)`, quotes). */
const selectorsOf = (list: string): string[] | undefined =>
  list.includes(',') && /[()[\]'"\\]/.test(list) ? undefined : list.split(',').map((part) => part.trim());

/** Whether a style sheet is one styled-components writes to (`<style data-styled>`). */
const isStyledComponentsSheet = (sheet: CSSStyleSheet) =>
  sheet.ownerNode instanceof HTMLStyleElement && sheet.ownerNode.hasAttribute('data-styled');

/**
 * From now on, the rules styled-components adds for a condition are nested in their style rule
 * (`nestConditionRule`), in a browser that reads CSS nesting.
 *
 * Why: Chromium cannot tell which elements a top-level at-rule added to a sheet concerns, so it
 * restyles every element that any selector of that sheet matches, and styled-components keeps all
 * the shop's rules in one sheet: the whole page. On the home page, with the app running at 4× CPU
 * slowdown, adding one `@media` rule cost 30–50 ms of style at the next frame, against under 5 ms
 * for the same rule nested (and for a plain style rule). Every responsive component first rendered
 * after the start adds one: each page rendered ahead, each panel opened, each page a press opens.
 *
 * A patch of `insertRule` (the method styled-components calls for each rule), limited to its own
 * sheets: its hashes of the CSS, and so the class names the prerendered pages carry, stay the same,
 * which a stylis plugin would change. The rules of the prerendered page are read back as they came.
 */
export function nestConditionRulesOfStyledComponents(): void {
  if (!CSS.supports('selector(&)')) return;
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (this: CSSStyleSheet, rule: string, index?: number) {
    return insertRule.call(this, isStyledComponentsSheet(this) ? nestConditionRule(rule) : rule, index);
  };
}
