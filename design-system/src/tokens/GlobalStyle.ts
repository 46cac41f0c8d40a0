import { createGlobalStyle } from 'styled-components';
import { cssVariablesText } from './cssVariables';

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
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 {
    font-family: ${({ theme }) => theme.fonts.heading};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
    text-wrap: balance;
    margin: 0 0 ${({ theme }) => theme.space[3]};
  }
  p { margin: 0 0 ${({ theme }) => theme.space[3]}; }
  img, svg { display: block; max-width: 100%; }
  button, input, select, textarea { font: inherit; color: inherit; }
  a { color: ${({ theme }) => theme.colors.brandStrong}; }
  :focus-visible {
    outline: ${({ theme }) => theme.borderWidths.heavy} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.borderWidths.thick};
  }
  ${({ theme }) => theme.media.reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
