import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Heading, Text } from '../../../primitives';
import { theme } from '../../../tokens';

export type SectionSurface = 'light' | 'dark';

export interface SectionIntroProps {
  /** The short line above the heading, set in capitals ("The store"). */
  eyebrow: string;
  /** The section's heading. */
  title: ReactNode;
  /** A line or two under the heading, in the lead size. */
  lead?: ReactNode;
  /** The heading's id, for the section's `aria-labelledby`. */
  id: string;
  /** The band it opens: `light` (default) or `dark` (ink), which turns the text inverse. */
  surface?: SectionSurface;
  /** `start` (default) or `center`, for a section whose content is centred too. */
  align?: 'start' | 'center';
  /** The heading's level: 2 in a page, 1 when the section is the page. */
  level?: 1 | 2;
}

const Root = styled.div<{ $align: 'start' | 'center' }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $align }) => ($align === 'center' ? 'center' : 'flex-start')};
  gap: ${theme.space[3]};
  max-width: ${theme.sizes.containerNarrow};
  margin: 0 ${({ $align }) => ($align === 'center' ? 'auto' : '0')} ${theme.space[10]};
  text-align: ${({ $align }) => $align};

  ${theme.media.lg} {
    margin-bottom: ${theme.space[12]};
  }
`;

const Eyebrow = styled(Text)<{ $surface: SectionSurface }>`
  color: ${({ theme, $surface }) => ($surface === 'dark' ? theme.colors.accentOnInk : theme.colors.brandStrong)};
`;

/** The opening of a home section: an eyebrow, the section's heading and a lead line. */
export function SectionIntro({
  eyebrow,
  title,
  lead,
  id,
  surface = 'light',
  align = 'start',
  level = 2,
}: SectionIntroProps) {
  const dark = surface === 'dark';
  return (
    <Root $align={align}>
      <Eyebrow size="eyebrow" $surface={surface}>
        {eyebrow}
      </Eyebrow>
      <Heading
        id={id}
        level={level}
        size="h2"
        align={align}
        tone={dark ? 'inverse' : 'default'}
        tabIndex={level === 1 ? -1 : undefined}
      >
        {title}
      </Heading>
      {lead && (
        <Text size="lead" tone={dark ? 'inverseMuted' : 'muted'} align={align} measure>
          {lead}
        </Text>
      )}
    </Root>
  );
}
