import type { ComponentProps } from 'react';
import styled, { css } from 'styled-components';
import { Avatar } from '../Avatar';
import { StarRating } from '../StarRating';
import { theme } from '../../tokens';

export type QuoteCardTone = 'surface' | 'ink';

export interface QuoteCardProps extends Omit<ComponentProps<'figure'>, 'children'> {
  /** The person's words, without quotation marks. */
  quote: string;
  /** Who said it, as they want to be named. */
  name: string;
  /** What they do ('Home bakery owner, Chennai'); not `role`, which is the element's ARIA role. */
  designation: string;
  /** 1 to 5 stars above the words, when the quote comes with a rating. */
  rating?: number;
  /**
   * `surface`: a testimonial among others on a light section (the words in body type);
   * `ink`: a featured story on the deep brand surface (the words in heading type, larger).
   */
  tone?: QuoteCardTone;
}

const Card = styled.figure<{ $tone: QuoteCardTone }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  margin: 0;
  padding: ${theme.space[6]};
  border-radius: ${theme.radii.xl};

  blockquote {
    margin: 0;
  }

  ${({ theme, $tone }) =>
    $tone === 'ink'
      ? css`
          border: ${theme.borderWidths.thin} solid ${theme.colors.borderOnInk};
          background: ${theme.colors.surfaceInkRaised};
          color: ${theme.colors.textInverse};
          box-shadow: ${theme.elevation[3]};

          blockquote {
            font-family: ${theme.fonts.heading};
            font-size: ${theme.fontSizes.xl};
            line-height: ${theme.lineHeights.snug};
          }
        `
      : css`
          height: 100%;
          border: ${theme.borderWidths.thin} solid ${theme.colors.borderSubtle};
          background: ${theme.colors.surface};
          box-shadow: ${theme.shadows.sm};

          blockquote {
            flex: 1;
            color: ${theme.colors.text};
            line-height: ${theme.lineHeights.relaxed};
          }

          &:focus-within {
            border-color: ${theme.colors.focus};
          }
        `}
`;

const Person = styled.figcaption<{ $tone: QuoteCardTone }>`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};

  div > p {
    margin: 0;
    font-weight: ${theme.fontWeights.semibold};
  }
  div > span {
    color: ${({ theme, $tone }) => ($tone === 'ink' ? theme.colors.textOnInkMuted : theme.colors.textMuted)};
    font-size: ${theme.fontSizes.sm};
  }
`;

/**
 * A person's words with who said them: the home page's testimonials and the sign-in page's
 * success stories. A `figure`: the quote, then a caption with avatar, name and role.
 */
export function QuoteCard({ quote, name, designation, rating, tone = 'surface', ...rest }: QuoteCardProps) {
  return (
    <Card $tone={tone} {...rest}>
      {rating !== undefined && <StarRating value={rating} />}
      <blockquote>“{quote}”</blockquote>
      <Person $tone={tone}>
        <Avatar name={name} size={tone === 'surface' ? 'lg' : undefined} decorative />
        <div>
          <p>{name}</p>
          <span>{designation}</span>
        </div>
      </Person>
    </Card>
  );
}
