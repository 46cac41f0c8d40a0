import styled from 'styled-components';
import { StarIcon } from '../Icon';
import { theme } from '../../tokens';

export interface StarRatingProps {
  /** 1 to 5; values outside are clamped, fractions rounded. */
  value: number;
  /** How many stars in all (default 5). */
  max?: number;
}

const Stars = styled.span`
  display: inline-flex;
  gap: ${theme.space.half};
`;

const Star = styled.span<{ $filled: boolean }>`
  display: inline-flex;
  color: ${({ theme, $filled }) => ($filled ? theme.colors.star : theme.colors.starEmpty)};

  & svg {
    fill: ${({ $filled }) => ($filled ? 'currentColor' : 'none')};
  }
`;

/** A read-only rating, read by screen readers as "Rated 4 out of 5". */
export function StarRating({ value, max = 5 }: StarRatingProps) {
  const rating = Math.min(max, Math.max(1, Math.round(value)));
  return (
    <Stars role="img" aria-label={`Rated ${rating} out of ${max}`}>
      {Array.from({ length: max }, (_, index) => (
        <Star key={index} $filled={index < rating} data-filled={index < rating}>
          <StarIcon size="sm" />
        </Star>
      ))}
    </Stars>
  );
}
