import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, Grid, Heading, Text } from '../../../primitives';
import { theme } from '../../../tokens';

const Band = styled.header`
  padding: ${`${theme.space[12]} 0 ${theme.space[10]}`};
  background: ${theme.colors.surfaceInk};
  color: ${theme.colors.textInverse};

  ${theme.media.lg} {
    padding: ${`${theme.space[20]} 0 ${theme.space[16]}`};
  }
`;

const Inner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  max-width: ${theme.sizes.containerNarrow};
`;

const Eyebrow = styled(Text)`
  color: ${theme.colors.accentOnInk};
`;

export interface PageHeaderProps {
  /** A short word above the title (the section of the site). */
  eyebrow: string;
  /** The page's one `<h1>`; focusable so the storefront can move focus to it on navigation. */
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** The ink band every static page opens with: eyebrow, the page's `<h1>` and its lead. */
export function PageHeader({ eyebrow, title, lead, children }: PageHeaderProps) {
  return (
    <Band>
      <Container>
        <Inner>
          <Eyebrow size="eyebrow">{eyebrow}</Eyebrow>
          <Heading level={1} size="h1" tabIndex={-1}>
            {title}
          </Heading>
          {lead && (
            <Text size="lead" tone="inverseMuted" measure>
              {lead}
            </Text>
          )}
          {children}
        </Inner>
      </Container>
    </Band>
  );
}

/** The page's content below its header, with the page rhythm between sections. */
export const PageBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[12]};
  padding: ${`${theme.space[10]} 0 ${theme.space[16]}`};

  ${theme.media.lg} {
    gap: ${theme.space[16]};
    padding: ${`${theme.space[16]} 0 ${theme.space[20]}`};
  }
`;

/** A titled block inside a page body. */
export function PageSection({
  title,
  lead,
  children,
  id,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  return (
    <Container as="section" aria-labelledby={id ? `${id}-title` : undefined}>
      <SectionStack>
        <Heading level={2} size="h3" id={id ? `${id}-title` : undefined}>
          {title}
        </Heading>
        {lead && (
          <Text tone="muted" measure>
            {lead}
          </Text>
        )}
        {children}
      </SectionStack>
    </Container>
  );
}

const SectionStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

/** A white card of the page grid. */
export const Tile = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  padding: ${theme.space[6]};
  border: ${theme.borderWidths.thin} solid ${theme.colors.borderSubtle};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.sm};
`;

/** `2026-11-12` as `12 November 2026` (Indian English), the same on every machine. */
export function formatDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A grid that is a list (`as="ul"`), without bullets or indent. */
export const PlainList = styled(Grid)`
  margin: 0;
  padding: 0;
  list-style: none;
`;
