import { describe, expect, it } from 'vitest';
import { nestConditionRule } from './nestConditionRules';

describe('nestConditionRule', () => {
  it('nests a media query in the one rule it holds', () => {
    expect(nestConditionRule('@media (min-width:768px){.hYqZbo{padding:0 2rem;}}')).toBe(
      '.hYqZbo{@media (min-width:768px){padding:0 2rem;}}',
    );
  });

  it('nests a query of motion, a supports and a container condition, and a selector with a pseudo-class', () => {
    expect(nestConditionRule('@media (prefers-reduced-motion:reduce){.a:hover{transition:none;}}')).toBe(
      '.a:hover{@media (prefers-reduced-motion:reduce){transition:none;}}',
    );
    expect(nestConditionRule('@supports (display:grid){.a > li{display:grid;}}')).toBe(
      '.a > li{@supports (display:grid){display:grid;}}',
    );
    expect(nestConditionRule('@container (min-width:30rem){.a{gap:1rem;}}')).toBe(
      '.a{@container (min-width:30rem){gap:1rem;}}',
    );
  });

  it('leaves what nesting would change, or cannot hold, as it was', () => {
    const unchanged = [
      // Two rules in one condition: one rule in, one rule out.
      '@media (min-width:768px){.a{color:red;}.b{color:blue;}}',
      // A selector list: nested, it would take the highest specificity of the list.
      '@media (min-width:768px){.a:hover,.a:focus-within{transform:none;}}',
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
