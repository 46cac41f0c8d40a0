/**
 * A rule styled-components writes for a condition (`@media (min-width:768px){.kx{padding:0 2rem;}}`)
 * written as the same condition nested in the rule it is for (`.kx{@media (min-width:768px){padding:0 2rem;}}`,
 * CSS nesting), where that says the same: one selector (a list would take its highest specificity)
 * that names no pseudo-element, and only declarations inside. Anything else comes back as it was.
 */
export const nestConditionRule = (rule: string): string =>
  rule.replace(CONDITION_AROUND_ONE_RULE, (whole, condition: string, selector: string, declarations: string) =>
    /,|::/.test(selector) ? whole : `${selector}{${condition}{${declarations}}}`,
  );

/** `@media …{selector{declarations}}`, `@supports` or `@container` alike, with nothing nested further. */
const CONDITION_AROUND_ONE_RULE = /^(@(?:media|supports|container)[^{]*)\{([^{}]+)\{([^{}]*)\}\}$/;

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
