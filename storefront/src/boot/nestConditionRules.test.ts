import { describe, expect, it } from 'vitest';
import { nestConditionRule } from './nestConditionRules';

describe('nestConditionRule', () => {
  it('nests a media query in the one rule it holds', () => {
    expect(nestConditionRule('@media (min-width:768px){.hYqZbo{padding:0 2rem;}}')).toBe(
      '.hYqZbo{@media (min-width:768px){&{padding:0 2rem;}}}',
    );
  });

  it('nests a query of motion, a supports and a container condition, and a selector with a pseudo-class', () => {
    expect(nestConditionRule('@media (prefers-reduced-motion:reduce){.a:hover{transition:none;}}')).toBe(
      '.a{@media (prefers-reduced-motion:reduce){&:hover{transition:none;}}}',
    );
    expect(nestConditionRule('@supports (display:grid){.a > li{display:grid;}}')).toBe(
      '.a{@supports (display:grid){& > li{display:grid;}}}',
    );
    expect(nestConditionRule('@container (min-width:30rem){.a{gap:1rem;}}')).toBe(
      '.a{@container (min-width:30rem){&{gap:1rem;}}}',
    );
  });

  it('nests several rules, and selector lists, in the one class they all start with', () => {
    expect(
      nestConditionRule(
        '@media (prefers-reduced-motion: reduce){.kx{transition:none;}.kx:active:not(:disabled){transform:none;}}',
      ),
    ).toBe('.kx{@media (prefers-reduced-motion: reduce){&{transition:none;}&:active:not(:disabled){transform:none;}}}');
    expect(
      nestConditionRule(
        '@media (prefers-reduced-motion: reduce){.kx{transition:none;}.kx:hover,.kx:focus-within{transform:none;}}',
      ),
    ).toBe('.kx{@media (prefers-reduced-motion: reduce){&{transition:none;}&:hover,&:focus-within{transform:none;}}}');
    expect(nestConditionRule('@media (min-width:768px){.kx > li,.kx:hover{gap:0;}.kx:not(:hover){gap:1px;}}')).toBe(
      '.kx{@media (min-width:768px){& > li,&:hover{gap:0;}&:not(:hover){gap:1px;}}}',
    );
  });

  it('leaves what nesting would change, or cannot hold, as it was', () => {
    const unchanged = [
      // Rules for two classes in one condition: one rule in, one rule out.
      '@media (min-width:768px){.a{color:red;}.b{color:blue;}}',
      // A class that only begins like the first.
      '@media (min-width:768px){.a{color:red;}.ab{color:blue;}}',
      // A selector list of two classes: nested, it would take the highest specificity of the list.
      '@media (min-width:768px){.a:hover,.b:hover{transform:none;}}',
      // A list with parentheses or quotes, where a comma may not part two selectors.
      "@media (min-width:768px){.a[title='x,y'],.a:hover{color:red;}}",
      '@media (min-width:768px){.a:is(.b,.c),.a:hover{color:red;}}',
      // A pseudo-element cannot be the nesting selector.
      '@media (min-width:768px){.a::after{content:"";}}',
      // A condition in a condition.
      '@media (min-width:768px){@supports (display:grid){.a{display:grid;}}}',
      // Braces inside a value.
      '@media print{.a{content:"}";}}',
      // Not a condition.
      '.a{color:red;}',
      '@keyframes spin{from{transform:none;}to{transform:rotate(1turn);}}',
      ':root{--bar-tuck:0.5rem;}',
    ];
    for (const rule of unchanged) expect(nestConditionRule(rule)).toBe(rule);
  });
});
