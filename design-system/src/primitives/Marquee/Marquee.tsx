import { Children, useState, type ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { useReducedMotion } from '../clock';
import { PauseIcon, PlayIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { theme } from '../../tokens';

export interface MarqueeProps {
  /** The strip's accessible name ("What founders say"). */
  label: string;
  /** The items of the strip, each one a list item. */
  children: ReactNode;
  /** Seconds for one full loop (default 40). */
  seconds?: number;
  /** The surface it sits on: `ink` gives its pause button the inverse look (default `surface`). */
  tone?: 'surface' | 'ink';
}

const loop = keyframes`to { transform: translateX(-50%); }`;

const Region = styled.section<{ $tone: 'surface' | 'ink' }>`
  position: relative;
  overflow: hidden;
  mask-image: linear-gradient(90deg, transparent, #000 8%, #000 92%, transparent);
`;

const Track = styled.div<{ $seconds: number; $running: boolean }>`
  display: flex;
  /* as wide as its items while it loops; standing still, as wide as the strip, so they wrap into view */
  width: ${({ $running }) => ($running ? 'max-content' : 'auto')};
  ${({ $running, $seconds, theme }) =>
    $running
      ? css`
          animation: ${loop} ${$seconds}s ${theme.easings.linear} infinite;
        `
      : css`
          animation: none;
        `}

  /* paused while hovered or focused (held in state, so a test's pointer counts as a person's) */
  &[data-paused='true'] {
    animation-play-state: paused;
  }

  ${theme.media.reducedMotion} {
    animation: none;
  }
`;

const List = styled.ul<{ $static: boolean }>`
  display: flex;
  flex-wrap: ${({ $static }) => ($static ? 'wrap' : 'nowrap')};
  gap: ${theme.space[6]};
  margin: 0;
  padding: 0 ${theme.space[3]};
  list-style: none;

  & > li {
    flex: none;
  }
`;

const Toggle = styled.div`
  position: absolute;
  right: ${theme.space[2]};
  bottom: ${theme.space[2]};
  z-index: 1;
`;

/**
 * A looping strip (testimonials, logos). It pauses while hovered or while focus is inside it, has
 * a pause button (moving content must be stoppable), and stands still, every item visible, under
 * reduced motion. The second copy that makes the loop seamless is hidden from assistive technology.
 */
export function Marquee({ label, children, seconds = 40, tone = 'surface' }: MarqueeProps) {
  const reduced = useReducedMotion();
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const items = Children.toArray(children);
  const running = !reduced && !stopped;
  return (
    <Region
      aria-label={label}
      $tone={tone}
      data-running={running}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Track $seconds={seconds} $running={running} data-paused={hovered || focused}>
        <List $static={!running}>
          {items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </List>
        {running && (
          <List $static={false} aria-hidden="true" inert>
            {items.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </List>
        )}
      </Track>
      {!reduced && (
        <Toggle>
          <IconButton
            size="sm"
            variant={tone === 'ink' ? 'inverse' : 'outline'}
            label={stopped ? `Play ${label}` : `Pause ${label}`}
            icon={stopped ? <PlayIcon size="sm" /> : <PauseIcon size="sm" />}
            onClick={() => setStopped((value) => !value)}
          />
        </Toggle>
      )}
    </Region>
  );
}
