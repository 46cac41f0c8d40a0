import type { ReactNode } from 'react';
import styled from 'styled-components';

export type SectionSurface = 'light' | 'dark';

export interface SectionIntroProps {
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  /** The heading's id, for the section's `aria-labelledby`. */
  id: string;
  surface?: SectionSurface;
  align?: 'start' | 'center';
  /** The heading's level: `h2` in a page, `h1` when the section is the page. */
  as?: 'h1' | 'h2';
}

const Root = styled.div<{ $align: 'start' | 'center' }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $align }) => ($align === 'center' ? 'center' : 'flex-start')};
  gap: ${({ theme }) => theme.space[3]};
  max-width: ${({ theme }) => theme.sizes.prose};
  margin: 0 ${({ $align }) => ($align === 'center' ? 'auto' : '0')} ${({ theme }) => theme.space[10]};
  text-align: ${({ $align }) => $align};

  ${({ theme }) => theme.media.lg} {
    margin-bottom: ${({ theme }) => theme.space[12]};
  }
`;

const Eyebrow = styled.p<{ $surface: SectionSurface }>`
  margin: 0;
  color: ${({ theme, $surface }) => ($surface === 'dark' ? theme.colors.brand : theme.colors.brandStrong)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Title = styled.h2<{ $surface: SectionSurface }>`
  margin: 0;
  color: ${({ theme, $surface }) => ($surface === 'dark' ? theme.colors.textInverse : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  letter-spacing: -0.025em;

  &:focus {
    outline: none;
  }

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes['5xl']};
  }
`;

const Lead = styled.p<{ $surface: SectionSurface }>`
  margin: 0;
  color: ${({ theme, $surface }) => ($surface === 'dark' ? theme.palette.ink300 : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;

/** The opening of a home section: an eyebrow, the section's `<h2>` and a lead line. */
export function SectionIntro({ eyebrow, title, lead, id, surface = 'light', align = 'start', as = 'h2' }: SectionIntroProps) {
  return (
    <Root $align={align}>
      <Eyebrow $surface={surface}>{eyebrow}</Eyebrow>
      <Title as={as} id={id} $surface={surface} tabIndex={as === 'h1' ? -1 : undefined}>
        {title}
      </Title>
      {lead && <Lead $surface={surface}>{lead}</Lead>}
    </Root>
  );
}
