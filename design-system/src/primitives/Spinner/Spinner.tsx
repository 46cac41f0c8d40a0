import styled, { keyframes } from 'styled-components';
import { theme, type Theme } from '../../tokens';
import { VisuallyHidden } from '../VisuallyHidden';

export interface SpinnerProps {
  /** What is loading, read by screen readers; `null` when a surrounding element already says so. */
  label?: string | null;
  /** An icon size: `sm` inside a button, `md` by default, `lg` for a loading region. */
  size?: keyof Theme['sizes']['icon'];
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: SpinnerProps['size'] & string }>`
  display: inline-block;
  width: ${({ theme, $size }) => theme.sizes.icon[$size]};
  height: ${({ theme, $size }) => theme.sizes.icon[$size]};
  border-radius: ${theme.radii.round};
  border: ${theme.borderWidths.thick} solid currentColor;
  border-right-color: transparent;
  animation: ${spin} ${theme.durations.slow * 2}ms linear infinite;
  vertical-align: middle;

  ${theme.media.reducedMotion} {
    animation: none;
    border-right-color: currentColor;
    opacity: 0.6;
  }
`;

/** A loading indicator; announced politely unless its label is `null`. */
export function Spinner({ label = 'Loading…', size = 'md' }: SpinnerProps) {
  if (label === null) return <Ring $size={size} aria-hidden="true" data-spinner="" />;
  return (
    <span role="status">
      <Ring $size={size} aria-hidden="true" data-spinner="" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
