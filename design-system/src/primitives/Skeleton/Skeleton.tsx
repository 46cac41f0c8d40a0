import type { ComponentProps } from 'react';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden';
import { theme } from '../../tokens';

export interface SkeletonProps extends ComponentProps<'span'> {
  /** `text` is a line of copy, `rect` a block (an image, a card), `circle` an avatar. */
  shape?: 'text' | 'rect' | 'circle';
  /** CSS lengths; `text` fills its line by default. */
  width?: string;
  /** A CSS length; a `text` bone takes its line's height. */
  height?: string;
  /** On an ink surface. */
  inverse?: boolean;
}

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const Bone = styled.span<{ $shape: 'text' | 'rect' | 'circle'; $width?: string; $height?: string; $inverse: boolean }>`
  display: block;
  width: ${({ $width, $shape }) => $width ?? ($shape === 'circle' ? '2.5rem' : '100%')};
  height: ${({ $height, $shape }) => $height ?? ($shape === 'text' ? '1em' : $shape === 'circle' ? '2.5rem' : '8rem')};
  border-radius: ${({ theme, $shape }) =>
    $shape === 'circle' ? theme.radii.round : $shape === 'text' ? theme.radii.sm : theme.radii.lg};
  background: linear-gradient(
    90deg,
    ${({ theme, $inverse }) => ($inverse ? theme.colors.surfaceInkRaised : theme.colors.borderSubtle)} 0%,
    ${({ theme, $inverse }) => ($inverse ? theme.colors.borderOnInk : theme.colors.surfaceSunken)} 50%,
    ${({ theme, $inverse }) => ($inverse ? theme.colors.surfaceInkRaised : theme.colors.borderSubtle)} 100%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ${theme.easings.linear} infinite;

  ${theme.media.reducedMotion} {
    animation: none;
  }
`;

/** A placeholder in the shape of content still loading; decorative, hidden from assistive technology. */
export function Skeleton({ shape = 'text', width, height, inverse = false, ...rest }: SkeletonProps) {
  return <Bone aria-hidden="true" $shape={shape} $width={width} $height={height} $inverse={inverse} {...rest} />;
}

export interface SkeletonGroupProps extends ComponentProps<'div'> {
  /** What is loading, announced once ("Loading products"). */
  label: string;
}

/** Wraps skeletons as one busy region that says what is loading. */
export function SkeletonGroup({ label, children, ...rest }: SkeletonGroupProps) {
  return (
    <div role="status" aria-busy="true" aria-label={label} {...rest}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {children}
    </div>
  );
}
