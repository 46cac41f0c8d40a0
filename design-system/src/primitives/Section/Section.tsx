import { useId, type HTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Container } from '../Container';
import { theme } from '../../tokens';

export type SectionTone = 'default' | 'surface' | 'brand' | 'inverse';

export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The section's heading, which also names the region. */
  title?: ReactNode;
  /** A line under the heading. */
  lead?: ReactNode;
  /** The band's background: `default` page, `surface` white, `brand` soft green, `inverse` ink. */
  tone?: SectionTone;
  /** The section's content, inside the page's container width. */
  children?: ReactNode;
}

const Band = styled.section<{ $tone: SectionTone }>`
  padding: ${theme.space[12]} 0;
  scroll-margin-top: ${theme.space[16]};

  ${theme.media.lg} {
    padding: ${theme.space[20]} 0;
  }

  ${({ theme, $tone }) => {
    switch ($tone) {
      case 'surface':
        return css`
          background: ${theme.colors.surface};
        `;
      case 'brand':
        return css`
          background: ${theme.colors.brandSoft};
        `;
      case 'inverse':
        return css`
          background: ${theme.colors.surfaceInverse};
          color: ${theme.colors.textInverse};
          & a {
            color: ${theme.colors.brand};
          }
        `;
      default:
        return css``;
    }
  }}
`;

const Heading = styled.h2`
  font-size: ${theme.fontSizes['3xl']};

  ${theme.media.md} {
    font-size: ${theme.fontSizes['4xl']};
  }
`;

const Lead = styled.p<{ $tone: SectionTone }>`
  max-width: ${theme.sizes.prose};
  margin-bottom: ${theme.space[8]};
  font-size: ${theme.fontSizes.lg};
  color: ${({ theme, $tone }) => ($tone === 'inverse' ? theme.palette.ink100 : theme.colors.textMuted)};
`;

/** A band of a page: a landmark named by its heading, its content in a `Container`. */
export function Section({ title, lead, tone = 'default', children, ...rest }: SectionProps) {
  const headingId = useId();
  return (
    <Band $tone={tone} aria-labelledby={title ? headingId : undefined} {...rest}>
      <Container>
        {title && <Heading id={headingId}>{title}</Heading>}
        {lead && <Lead $tone={tone}>{lead}</Lead>}
        {children}
      </Container>
    </Band>
  );
}
