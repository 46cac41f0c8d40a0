import { colors, palette } from '../design-system/src/tokens/colors';
import { fonts } from '../design-system/src/tokens/typography';

/** The shop's name as the manager's title bar and browser tab show it. */
export const BRAND_TITLE = 'Profit design system';

/** The store's mark (the green tile with a rising line of `Logo`) and the name, as one SVG. */
const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="40" viewBox="0 0 220 40">
  <rect x="0" y="4" width="32" height="32" rx="9" fill="${colors.brand}"/>
  <path d="M8 25.5l5.5-5.5 4 4L24 17.5M19 17.5h5v5" fill="none" stroke="${colors.onBrand}" stroke-width="2.8" stroke-linecap="round" stroke-linejoin="round"/>
  <text x="42" y="27" font-family="Poppins, Inter, system-ui, sans-serif" font-size="20" font-weight="700" letter-spacing="-0.5" fill="${colors.text}">Profit</text>
  <text x="110" y="27" font-family="Inter, system-ui, sans-serif" font-size="14" font-weight="500" fill="${palette.ink500}">design system</text>
</svg>`;

export const BRAND_IMAGE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(logo)}`;

/** The manager's colours and fonts, from the shop's tokens: a designer sees the shop, not Storybook. */
export const brandThemeVars = {
  base: 'light',
  brandTitle: BRAND_TITLE,
  brandImage: BRAND_IMAGE,
  brandUrl: './',
  brandTarget: '_self',
  colorPrimary: colors.brand,
  colorSecondary: colors.brandStrong,
  appBg: colors.background,
  appContentBg: colors.surface,
  appPreviewBg: colors.surface,
  appHoverBg: colors.brandSoft,
  appBorderColor: colors.borderSubtle,
  appBorderRadius: 8,
  fontBase: fonts.body,
  fontCode: fonts.mono,
  textColor: colors.text,
  textInverseColor: colors.textInverse,
  textMutedColor: colors.textMuted,
  barTextColor: colors.textMuted,
  barHoverColor: colors.brandStrong,
  barSelectedColor: colors.brandStrong,
  barBg: colors.surface,
  buttonBg: colors.surface,
  buttonBorder: colors.border,
  booleanBg: colors.borderSubtle,
  booleanSelectedBg: colors.surface,
  inputBg: colors.surface,
  inputBorder: colors.borderInput,
  inputTextColor: colors.text,
  inputBorderRadius: 8,
} as const;
