import type { ReactNode } from 'react';
import { Container } from '../../../primitives';
import styled from 'styled-components';
import { TOOLS, type ToolBlurb } from '../../../content/home';
import { Band, SectionIntro } from '../SectionIntro';
import { Statistics } from '../Statistics';
import { theme } from '../../../tokens';

const Layout = styled.div`
  display: grid;
  gap: ${theme.space[12]};
`;

const Blurbs = styled.ul`
  display: grid;
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Blurb = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[6]};
  border: ${theme.borderWidths.thin} solid ${theme.colors.borderSubtle};
  border-radius: ${theme.radii.xl};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.sm};

  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

const Glyph = styled.span`
  display: inline-grid;
  place-items: center;
  width: ${theme.sizes.control.lg};
  height: ${theme.sizes.control.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceInverse};
  color: ${theme.colors.brand};

  svg {
    width: ${theme.sizes.icon.lg};
    height: ${theme.sizes.icon.lg};
  }
`;

const StatsPanel = styled.div`
  padding: ${theme.space[8]} ${theme.space[6]};
  border-radius: ${theme.radii.xl};
  background: ${theme.colors.surfaceInverse};
`;

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** One line drawing per blurb, in the icon set's style. */
const glyphs: Record<ToolBlurb['id'], ReactNode> = {
  build: (
    <svg viewBox="0 0 24 24" {...stroke}>
      <path d="M3 21h18M5 21V10l7-6 7 6v11M9 21v-6h6v6" />
    </svg>
  ),
  chat: (
    <svg viewBox="0 0 24 24" {...stroke}>
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
      <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" />
    </svg>
  ),
  notify: (
    <svg viewBox="0 0 24 24" {...stroke}>
      <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15zM10 21h4" />
    </svg>
  ),
  organise: (
    <svg viewBox="0 0 24 24" {...stroke}>
      <rect x="3" y="3" width="7" height="7" rx="1.5" />
      <rect x="14" y="3" width="7" height="7" rx="1.5" />
      <rect x="3" y="14" width="7" height="7" rx="1.5" />
      <rect x="14" y="14" width="7" height="7" rx="1.5" />
    </svg>
  ),
};

/** The tools screen: its headline (a lakh from Rs 499 kits), the statistics, Build, Chat, Notify, Organise. */
export function ToolsSection() {
  return (
    <Band $surface="light" aria-labelledby="tools-title" id="tools">
      <Container>
        <SectionIntro id="tools-title" eyebrow={TOOLS.eyebrow} title={TOOLS.headline} lead={TOOLS.lead} />
        <Layout>
          <Blurbs>
            {TOOLS.blurbs.map((blurb) => (
              <Blurb key={blurb.id}>
                <Glyph aria-hidden="true">{glyphs[blurb.id]}</Glyph>
                <h3>{blurb.title}</h3>
                <p>{blurb.text}</p>
              </Blurb>
            ))}
          </Blurbs>
          <StatsPanel>
            <Statistics surface="dark" />
          </StatsPanel>
        </Layout>
      </Container>
    </Band>
  );
}
