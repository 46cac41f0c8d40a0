import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { SUCCESS_STORIES } from '../../../content/signin';
import { Avatar } from '../../../primitives';

/** The spec's rotation: the front story moves to the back every 3 s. */
export const STORY_ROTATION_MS = 3000;
const VISIBLE = 3;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

const Stack = styled.ol`
  position: relative;
  display: grid;
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space[12]};
  list-style: none;
`;

const Story = styled.li<{ $depth: number }>`
  grid-area: 1 / 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.borderOnInk};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surfaceInkRaised};
  color: ${({ theme }) => theme.colors.textInverse};
  box-shadow: ${({ theme }) => theme.elevation[3]};
  transform: translateY(calc(${({ $depth }) => $depth} * ${({ theme }) => theme.space[5]}))
    scale(${({ $depth }) => 1 - $depth * 0.05});
  transform-origin: top center;
  opacity: ${({ $depth }) => ($depth >= VISIBLE ? 0 : 1 - $depth * 0.25)};
  z-index: ${({ $depth }) => 10 - $depth};
  transition:
    transform ${({ theme }) => theme.durations.slower}ms ${({ theme }) => theme.easings.emphasized},
    opacity ${({ theme }) => theme.durations.slower}ms ${({ theme }) => theme.easings.emphasized};

  blockquote {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

const Person = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};

  p {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  span {
    color: ${({ theme }) => theme.colors.textOnInkMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/**
 * The sign-in page's rotating stack: three of the four success stories visible, the front one
 * moving to the back every 3 s; paused while hovered or focused, still under reduced motion. The
 * story out of sight is hidden from screen readers too.
 */
export function SuccessStories() {
  const [front, setFront] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused || prefersReducedMotion()) return undefined;
    const timer = window.setInterval(
      () => setFront((index) => (index + 1) % SUCCESS_STORIES.length),
      STORY_ROTATION_MS,
    );
    return () => window.clearInterval(timer);
  }, [paused]);

  return (
    <Stack
      aria-label="Success stories"
      data-paused={paused}
      tabIndex={0}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      {SUCCESS_STORIES.map((story, index) => {
        const depth = (index - front + SUCCESS_STORIES.length) % SUCCESS_STORIES.length;
        const hidden = depth >= VISIBLE;
        return (
          <Story key={story.id} $depth={depth} data-depth={depth} aria-hidden={hidden || undefined}>
            <blockquote>“{story.content}”</blockquote>
            <Person>
              <Avatar name={story.name} decorative />
              <div>
                <p>{story.name}</p>
                <span>{story.designation}</span>
              </div>
            </Person>
          </Story>
        );
      })}
    </Stack>
  );
}
