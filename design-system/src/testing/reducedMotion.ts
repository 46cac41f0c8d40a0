/** A rule for every element (`*, *::before, *::after`): the global safety net, not the component's own. */
function isUniversal(selectorText: string): boolean {
  return selectorText.split(',').every((part) => /^\s*\*(::?[a-z-]+)?\s*$/i.test(part));
}

/**
 * The declarations that apply to `element` under `prefers-reduced-motion: reduce`, read from the
 * page's style sheets: lets a play function prove that motion stops, whatever the machine prefers.
 * The global catch-all rule (`*` in `GlobalStyle`) is left out: it matches every element, so a
 * test that counted it would pass for a component that never stops its own motion.
 */
export function reducedMotionStyles(element: Element): CSSStyleDeclaration[] {
  const found: CSSStyleDeclaration[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue;
    }
    for (const rule of Array.from(rules)) {
      if (!(rule instanceof CSSMediaRule) || !rule.conditionText.includes('prefers-reduced-motion: reduce')) continue;
      for (const inner of Array.from(rule.cssRules)) {
        if (!(inner instanceof CSSStyleRule) || isUniversal(inner.selectorText)) continue;
        try {
          if (element.matches(inner.selectorText)) found.push(inner.style);
        } catch {
          // a selector with pseudo-elements cannot match an element
        }
      }
    }
  }
  return found;
}

/** Whether an animation or transition of `element` is switched off under reduced motion. */
export function stopsUnderReducedMotion(element: Element, property: 'animation' | 'transition' | 'transform'): boolean {
  return reducedMotionStyles(element).some((style) => {
    if (property === 'animation') return style.animationName === 'none' || style.animation === 'none';
    if (property === 'transition')
      return style.transitionProperty === 'none' || style.transition === 'none' || style.transitionDuration === '0s';
    return style.transform === 'none';
  });
}
