import styled, { css } from 'styled-components';
import { glowAtTop, theme } from '../../tokens';

/**
 * The deep ink surfaces the shop's own pages sit on (products, product, cart, profile, system):
 * a full-bleed ink page with a soft brand glow at the top, and raised panels on it.
 */
export const InkPage = styled.div`
  position: relative;
  min-height: 100vh;
  padding-bottom: ${theme.space[20]};
  background:
    ${glowAtTop({ width: 80, height: 40, x: 50, color: theme.palette.green900, fadesAt: 70 })},
    ${theme.colors.surfaceInk};
  color: ${theme.colors.textInverse};
`;

export const InkContainer = styled.div`
  width: 100%;
  max-width: ${theme.sizes.container};
  margin: 0 auto;
  padding: 0 ${theme.space[4]};

  ${theme.media.md} {
    padding: 0 ${theme.space[8]};
  }
`;

/** A raised panel on the ink page. */
export const inkPanel = css`
  border: ${theme.borderWidths.thin} solid ${theme.colors.borderOnInk};
  border-radius: ${theme.radii.xl};
  background: ${theme.colors.surfaceInkRaised};
`;

export const InkPanel = styled.section`
  ${inkPanel}
  padding: ${theme.space[6]};
`;

/** The page's one heading on ink, focusable for the storefront's focus move on navigation. */
export const PageTitle = styled.h1`
  margin: 0;
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes['4xl']};
  line-height: ${theme.lineHeights.tight};
  letter-spacing: -0.02em;
  color: ${theme.colors.textInverse};
  text-wrap: balance;

  &:focus {
    outline: none;
  }

  ${theme.media.md} {
    font-size: ${theme.fontSizes['5xl']};
  }
`;

export const Lead = styled.p`
  margin: 0;
  max-width: ${theme.sizes.prose};
  font-size: ${theme.fontSizes.lg};
  line-height: ${theme.lineHeights.relaxed};
  color: ${theme.colors.textOnInkMuted};
`;

/** A small uppercase label above a heading. */
export const Eyebrow = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.semibold};
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${theme.colors.brand};
`;

/** Muted text on ink that still reaches 4.5:1. */
export const Muted = styled.p`
  margin: 0;
  color: ${theme.colors.textOnInkMuted};
`;

/** A text link on ink: brand green, underlined on hover, a visible focus ring. */
export const inkLink = css`
  color: ${theme.colors.brand};
  font-weight: ${theme.fontWeights.semibold};
  text-decoration: none;
  border-radius: ${theme.radii.sm};

  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: ${theme.borderWidths.thick} solid ${theme.colors.brand};
    outline-offset: ${theme.space.half};
  }
`;

/**
 * Pages inside the site's layout (cart, profile): an ink band holding the page's heading, and
 * light sheets rising over its lower edge.
 */
export const BandPage = styled.div`
  min-height: 100vh;
  padding-bottom: ${theme.space[20]};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
`;

export const InkBand = styled.header`
  padding: ${`${theme.space[12]} 0 ${theme.space[20]}`};
  background:
    ${glowAtTop({ width: 70, height: 90, x: 85, color: theme.palette.green900, fadesAt: 70 })},
    ${theme.colors.surfaceInk};
  color: ${theme.colors.textInverse};

  > * {
    display: grid;
    gap: ${theme.space[3]};
  }
`;

/** The content of a band page, pulled up over the band's lower edge. */
export const Overlap = styled.div`
  margin-top: calc(-1 * ${theme.space[12]});
`;

/** A light sheet on a band page. */
export const Sheet = styled.section`
  padding: ${theme.space[5]};
  border: ${theme.borderWidths.thin} solid ${theme.colors.borderSubtle};
  border-radius: ${theme.radii.xl};
  background: ${theme.colors.surface};
  box-shadow: ${theme.elevation[2]};

  ${theme.media.md} {
    padding: ${theme.space[8]};
  }
`;

/** A section heading inside a sheet. */
export const SheetTitle = styled.h2`
  margin: 0 0 ${theme.space[4]};
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes.xl};
`;

/** A page that is one message (not found, could not load): centred on the ink page. */
export const CentredMessage = styled.div`
  display: grid;
  justify-items: center;
  gap: ${theme.space[5]};
  padding: ${`${theme.space[20]} 0`};
  text-align: center;
`;

/** The way on from a centred message: its buttons stacked at one width on a phone, side by side above. */
export const MessageActions = styled.div`
  display: grid;
  gap: ${theme.space[3]};
  width: min(100%, 20rem);
  margin-inline: auto;

  ${theme.media.sm} {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    width: auto;
  }
`;
