import { Children, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useReducedMotion } from '../clock';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { useAutoDismiss } from '../useAutoDismiss';
import { theme } from '../../tokens';

export interface RotatingStackProps {
  /** The stack's accessible name ("Success stories"). */
  label: string;
  /** The cards; one is in front at a time. */
  children: ReactNode;
  /** Milliseconds each card stays in front (default 3000). */
  interval?: number;
  /** The surface it sits on: `ink` gives its buttons the inverse look (default `surface`). */
  tone?: 'surface' | 'ink';
}

const Region = styled.section`
  display: grid;
  gap: ${theme.space[4]};
`;

const Deck = styled.div`
  display: grid;
  /* room for the two cards peeking behind the front one */
  padding-bottom: ${theme.space[6]};
`;

const Card = styled.div<{ $depth: number }>`
  grid-area: 1 / 1;
  /* Every card as tall as the tallest, so a shorter front card never shows the words of one behind it. */
  display: grid;
  transform-origin: bottom center;
  transition:
    transform ${theme.durations.slow}ms ${theme.easings.emphasized},
    opacity ${theme.durations.slow}ms ${theme.easings.emphasized};
  ${({ $depth, theme }) =>
    $depth === 0
      ? css`
          z-index: 3;
        `
      : css`
          z-index: ${3 - $depth};
          transform: translateY(calc(${theme.space[3]} * ${$depth})) scale(${1 - 0.05 * $depth});
          opacity: ${$depth > 2 ? 0 : 1 - 0.3 * $depth};
          pointer-events: none;
        `}

  ${theme.media.reducedMotion} {
    transition: none;
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
`;

const Position = styled.span`
  min-width: ${theme.space[12]};
  text-align: center;
  font-size: ${theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

/**
 * A deck of cards that moves its front card to the back every `interval`: paused while hovered
 * or while focus is inside it, with a pause button and previous/next, and still under reduced
 * motion (no auto-rotation). Only the front card is reachable by assistive technology.
 */
export function RotatingStack({ label, children, interval = 3000, tone = 'surface' }: RotatingStackProps) {
  const items = Children.toArray(children);
  const reduced = useReducedMotion();
  const [front, setFront] = useState(0);
  const [stopped, setStopped] = useState(false);
  const count = items.length;
  const next = () => setFront((index) => (index + 1) % count);
  const previous = () => setFront((index) => (index - 1 + count) % count);
  const rotating = count > 1 && !reduced && !stopped;
  const { paused, handlers } = useAutoDismiss({
    duration: interval,
    onDismiss: next,
    enabled: rotating,
    resetKey: front,
  });
  const variant = tone === 'ink' ? 'inverse' : 'outline';
  return (
    <Region aria-label={label} aria-roledescription="carousel" data-rotating={rotating && !paused} {...handlers}>
      <Deck aria-live={rotating ? 'off' : 'polite'}>
        {items.map((item, index) => {
          const depth = (index - front + count) % count;
          return (
            <Card
              key={index}
              $depth={depth}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              aria-hidden={depth === 0 ? undefined : true}
              inert={depth !== 0}
            >
              {item}
            </Card>
          );
        })}
      </Deck>
      {count > 1 && (
        <Controls>
          <IconButton
            size="sm"
            variant={variant}
            label="Previous"
            icon={<ChevronLeftIcon size="sm" />}
            onClick={previous}
          />
          <Position aria-hidden="true">
            {front + 1} / {count}
          </Position>
          <IconButton size="sm" variant={variant} label="Next" icon={<ChevronRightIcon size="sm" />} onClick={next} />
          {!reduced && (
            <IconButton
              size="sm"
              variant={variant}
              label={stopped ? 'Start rotation' : 'Stop rotation'}
              icon={stopped ? <PlayIcon size="sm" /> : <PauseIcon size="sm" />}
              onClick={() => setStopped((value) => !value)}
            />
          )}
        </Controls>
      )}
    </Region>
  );
}
