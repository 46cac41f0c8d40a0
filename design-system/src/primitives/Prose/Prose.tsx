import styled from 'styled-components';
import { theme } from '../../tokens';

/**
 * Long-form copy (static pages, documentation, blog posts): headings on the type ramp, a readable
 * measure, comfortable leading, lists, quotes, code and tables styled from the theme. Wrap the
 * rendered content: `<Prose><h2>…</h2><p>…</p></Prose>`.
 */
export const Prose = styled.div`
  max-width: ${theme.sizes.prose};
  font-size: ${theme.typeRamp.body.fontSize};
  line-height: ${theme.lineHeights.relaxed};
  color: ${theme.colors.text};

  & > * + * {
    margin-top: ${theme.space[4]};
  }
  & h2,
  & h3,
  & h4 {
    font-family: ${theme.fonts.heading};
    text-wrap: balance;
    margin-bottom: 0;
  }
  & h2 {
    margin-top: ${theme.space[12]};
    font-size: ${theme.typeRamp.h3.fontSize};
    line-height: ${theme.typeRamp.h3.lineHeight};
    letter-spacing: ${theme.typeRamp.h3.letterSpacing};
  }
  & h3 {
    margin-top: ${theme.space[8]};
    font-size: ${theme.typeRamp.h4.fontSize};
    line-height: ${theme.typeRamp.h4.lineHeight};
    letter-spacing: ${theme.typeRamp.h4.letterSpacing};
  }
  & h4 {
    margin-top: ${theme.space[6]};
    font-size: ${theme.typeRamp.h5.fontSize};
  }
  & > :first-child {
    margin-top: 0;
  }
  & p {
    margin: 0;
    margin-top: ${theme.space[4]};
    text-wrap: pretty;
  }
  & a {
    color: ${theme.colors.brandStrong};
    text-underline-offset: 0.2em;
  }
  & ul,
  & ol {
    padding-left: ${theme.space[6]};
  }
  & li + li {
    margin-top: ${theme.space[2]};
  }
  & li::marker {
    color: ${theme.colors.brandStrong};
  }
  & blockquote {
    margin-left: 0;
    margin-right: 0;
    padding: ${`${theme.space[2]} ${theme.space[5]}`};
    border-left: ${theme.borderWidths.accent} solid ${theme.colors.brand};
    font-size: ${theme.typeRamp.lead.fontSize};
    color: ${theme.colors.textMuted};
  }
  & code {
    padding: 0.1em 0.35em;
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.borderSubtle};
    font-family: ${theme.fonts.mono};
    font-size: 0.9em;
  }
  & pre {
    overflow-x: auto;
    padding: ${theme.space[4]};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surfaceInk};
    color: ${theme.colors.textInverse};
  }
  & pre code {
    padding: 0;
    background: none;
    color: inherit;
  }
  & hr {
    border: 0;
    border-top: ${theme.borderWidths.thin} solid ${theme.colors.borderSubtle};
    margin: ${theme.space[10]} 0;
  }
  & table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${theme.fontSizes.sm};
  }
  & th,
  & td {
    padding: ${theme.space[2]};
    border-bottom: ${theme.borderWidths.thin} solid ${theme.colors.borderSubtle};
    text-align: start;
  }
`;
