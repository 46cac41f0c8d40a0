import { createGlobalStyle } from 'styled-components';
import { cssVariablesText } from './cssVariables';
import { theme } from './theme';

/**
 * Base document styles: every token as a CSS custom property on `:root`, box sizing, fonts,
 * colours, the focus ring, balanced headings, and reduced motion.
 */
export const GlobalStyle = createGlobalStyle`
  :root {
    ${cssVariablesText()}
    --ds-scrollbar-compensation: 0px;
    color-scheme: light;
  }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.normal};
    color: ${theme.colors.text};
    background: ${theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 {
    font-family: ${theme.fonts.heading};
    line-height: ${theme.lineHeights.tight};
    letter-spacing: ${theme.letterSpacings.tight};
    text-wrap: balance;
    margin: 0 0 ${theme.space[3]};
  }
  p { margin: 0 0 ${theme.space[3]}; }
  img, svg { display: block; max-width: 100%; }
  button, input, select, textarea { font: inherit; color: inherit; }
  a { color: ${theme.colors.brandStrong}; }
  :focus-visible {
    outline: ${theme.borderWidths.heavy} solid ${theme.colors.focus};
    outline-offset: ${theme.borderWidths.thick};
  }
  ${theme.media.reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
