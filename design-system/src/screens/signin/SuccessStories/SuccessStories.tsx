import styled from 'styled-components';
import { SUCCESS_STORIES } from '../../../content/signin';
import { Avatar, RotatingStack } from '../../../primitives';

/** The spec's rotation: the front story moves to the back every 3 s. */
export const STORY_ROTATION_MS = 3000;

const Story = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: ${({ theme }) => theme.space[6]};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.borderOnInk};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surfaceInkRaised};
  color: ${({ theme }) => theme.colors.textInverse};
  box-shadow: ${({ theme }) => theme.elevation[3]};

  blockquote {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }
`;

const Person = styled.figcaption`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};

  div > p {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  div > span {
    color: ${({ theme }) => theme.colors.textOnInkMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/**
 * The sign-in page's rotating stack of the four success stories, three in view, the front one
 * moving to the back every 3 s; paused while hovered or focused, still under reduced motion.
 */
export function SuccessStories() {
  return (
    <RotatingStack label="Success stories" interval={STORY_ROTATION_MS} tone="ink">
      {SUCCESS_STORIES.map((story) => (
        <Story key={story.id}>
          <blockquote>“{story.content}”</blockquote>
          <Person>
            <Avatar name={story.name} decorative />
            <div>
              <p>{story.name}</p>
              <span>{story.designation}</span>
            </div>
          </Person>
        </Story>
      ))}
    </RotatingStack>
  );
}
