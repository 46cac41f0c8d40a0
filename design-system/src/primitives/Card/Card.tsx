import { createContext, useContext, type ComponentProps, type HTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { theme, type Space } from '../../tokens';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element: `article` for a self-contained item (a product), `section`, or `div`. */
  as?: 'article' | 'section' | 'div' | 'li';
  /** Inner space, a step of the theme's spacing scale (default 4). */
  padding?: Space;
  /** A shadow that lifts it off the page: for cards on a tinted background or in a grid. */
  elevated?: boolean;
  /** Lifts on hover and keyboard focus within: for cards that hold actions. */
  interactive?: boolean;
  /** The card's parts: `CardImage`, `CardTitle`, `CardBody`, `CardFooter`, or anything else. */
  children?: ReactNode;
}

const StyledCard = styled.div<{ $padding: Space; $elevated: boolean; $interactive: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${({ theme, $padding }) => theme.space[$padding]};
  border: ${theme.borderWidths.thin} solid ${theme.colors.borderSubtle};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  box-shadow: ${({ theme, $elevated }) => ($elevated ? theme.shadows.md : theme.shadows.sm)};
  overflow: hidden;

  ${({ theme, $interactive }) =>
    $interactive &&
    css`
      transition:
        transform ${theme.durations.normal}ms ${theme.easings.standard},
        box-shadow ${theme.durations.normal}ms ${theme.easings.standard};
      &:hover,
      &:focus-within {
        transform: translateY(-2px);
        box-shadow: ${theme.shadows.lg};
      }
      ${theme.media.reducedMotion} {
        transition: none;
        &:hover,
        &:focus-within {
          transform: none;
        }
      }
    `}
`;

/** A surface that groups one thing: a product, a testimonial, a summary. */
export function Card({ as = 'div', padding = 4, elevated = false, interactive = false, ...rest }: CardProps) {
  return <StyledCard as={as} $padding={padding} $elevated={elevated} $interactive={interactive} {...rest} />;
}

const ImageLoadingContext = createContext<'lazy' | 'eager'>('lazy');

/** How card images load when they do not say: `lazy` in the shop, `eager` in stories (stable snapshots). */
export function ImageLoadingProvider({ loading, children }: { loading: 'lazy' | 'eager'; children: ReactNode }) {
  return <ImageLoadingContext.Provider value={loading}>{children}</ImageLoadingContext.Provider>;
}

const Image = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 10;
  object-fit: cover;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.brandSoft};
`;

export type CardImageProps = ComponentProps<'img'> & { alt: string };

/**
 * A full-bleed image at the top of a card; `alt` is required (empty for decorative images).
 * `loading` defaults to lazy (eager above the fold: pass `loading="eager"`).
 */
export function CardImage({ loading, ...rest }: CardImageProps) {
  const fallback = useContext(ImageLoadingContext);
  return <Image loading={loading ?? fallback} {...rest} />;
}

export const CardTitle = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
`;

export const CardBody = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

export const CardFooter = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
  margin-top: auto;
`;
