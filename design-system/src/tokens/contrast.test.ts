import { describe, expect, it } from 'vitest';
import { colors } from './colors';
import { contrastRatio } from './contrast';

/** Every surface a control, its focus ring or text can sit on. */
const lightSurfaces = {
  surface: colors.surface,
  background: colors.background,
  surfaceSunken: colors.surfaceSunken,
  brandSoft: colors.brandSoft,
  successSoft: colors.success.soft,
  dangerSoft: colors.danger.soft,
  warningSoft: colors.warning.soft,
  infoSoft: colors.info.soft,
} as const;
const inkSurfaces = {
  surfaceInk: colors.surfaceInk,
  surfaceInkRaised: colors.surfaceInkRaised,
  surfaceInkDeep: colors.surfaceInkDeep,
} as const;
const everySurface = { ...lightSurfaces, ...inkSurfaces };

describe('focus ring (WCAG 2.4.11/1.4.11: 3:1 against what is next to it)', () => {
  it.each(Object.entries(everySurface))('reaches 3:1 on %s', (_name, surface) => {
    expect(contrastRatio(colors.focus, surface)).toBeGreaterThanOrEqual(3);
  });
  it('is a green of the brand family, not the blue that fought the brand', () => {
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(colors.focus.slice(i, i + 2), 16)) as [
      number,
      number,
      number,
    ];
    expect(g).toBeGreaterThan(r * 2);
    expect(g).toBeGreaterThan(b * 2);
  });
});

describe('input borders (WCAG 1.4.11: 3:1 for the boundary of a control)', () => {
  it.each(Object.entries(everySurface))('reach 3:1 on %s', (_name, surface) => {
    expect(contrastRatio(colors.borderInput, surface)).toBeGreaterThanOrEqual(3);
  });
  it('reach 3:1 against the field they enclose', () => {
    expect(contrastRatio(colors.borderInput, colors.surface)).toBeGreaterThanOrEqual(3);
  });
});

describe('text (WCAG AA: 4.5:1 for body text)', () => {
  it.each(Object.entries(lightSurfaces).filter(([name]) => !name.endsWith('Soft') || name === 'brandSoft'))(
    'text and muted text on %s',
    (_name, surface) => {
      expect(contrastRatio(colors.text, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colors.textMuted, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colors.brandStrong, surface)).toBeGreaterThanOrEqual(4.5);
    },
  );
  it.each(Object.entries(inkSurfaces))('inverse text, its muted step and the accent on %s', (_name, surface) => {
    expect(contrastRatio(colors.textInverse, surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colors.textOnInkMuted, surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colors.accentOnInk, surface)).toBeGreaterThanOrEqual(4.5);
  });
  it.each(['success', 'danger', 'warning', 'info'] as const)('%s text on its soft background', (tone) => {
    expect(contrastRatio(colors[tone].text, colors[tone].soft)).toBeGreaterThanOrEqual(4.5);
  });
  it('text on the brand green, and disabled text on its background', () => {
    expect(contrastRatio(colors.onBrand, colors.brand)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colors.disabled.text, colors.disabled.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colors.textInverse, colors.danger.strong)).toBeGreaterThanOrEqual(4.5);
  });
});
