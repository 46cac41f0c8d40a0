import type { ComponentProps, ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { theme, type Tone } from '../../tokens';

export type StatusTone = Tone | 'neutral';

export interface StatusPillProps extends ComponentProps<'span'> {
  /** The state's tone: take it from `orderStatusTone` for orders, so every screen paints them alike. */
  tone?: StatusTone;
  /** The state in words ('Paid', 'Refunded'): the words carry the meaning, the colour repeats it. */
  children?: ReactNode;
  /** A pulsing dot for something in progress (a pending payment, a degraded service). */
  pulse?: boolean;
}

/**
 * The tone of each order state the server reports, so every screen paints them alike. States
 * it does not know (a state added later) read as neutral.
 */
export const orderStatusTone: Record<string, StatusTone> = {
  paid: 'success',
  captured: 'success',
  created: 'neutral',
  pending: 'warning',
  attempted: 'warning',
  failed: 'danger',
  refunded: 'info',
  disputed: 'danger',
};

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.35; }
`;

const Pill = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${`${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${theme.radii.pill};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  line-height: 1.2;
  white-space: nowrap;
  background: ${({ theme, $tone }) => ($tone === 'neutral' ? theme.colors.borderSubtle : theme.colors[$tone].soft)};
  color: ${({ theme, $tone }) => ($tone === 'neutral' ? theme.colors.text : theme.colors[$tone].text)};
`;

const Dot = styled.span<{ $tone: StatusTone; $pulse: boolean }>`
  width: 0.5rem;
  height: 0.5rem;
  border-radius: ${theme.radii.round};
  background: ${({ theme, $tone }) => ($tone === 'neutral' ? theme.colors.textMuted : theme.colors[$tone].strong)};
  animation: ${({ $pulse }) => ($pulse ? pulse : 'none')} 1.6s ${theme.easings.standard} infinite;

  ${theme.media.reducedMotion} {
    animation: none;
  }
`;

/** A state in words on a tinted pill, with a dot: the colour is never the only signal. */
export function StatusPill({ tone = 'neutral', pulse = false, children, ...rest }: StatusPillProps) {
  return (
    <Pill $tone={tone} {...rest}>
      <Dot aria-hidden="true" $tone={tone} $pulse={pulse} />
      {children}
    </Pill>
  );
}
