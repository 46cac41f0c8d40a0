import { SUCCESS_STORIES } from '../../../content/signin';
import { QuoteCard, RotatingStack } from '../../../primitives';

/** The spec's rotation: the front story moves to the back every 3 s. */
export const STORY_ROTATION_MS = 3000;

/**
 * The sign-in page's rotating stack of the four success stories, three in view, the front one
 * moving to the back every 3 s; paused while hovered or focused, still under reduced motion.
 */
export function SuccessStories() {
  return (
    <RotatingStack label="Success stories" interval={STORY_ROTATION_MS} tone="ink">
      {SUCCESS_STORIES.map((story) => (
        <QuoteCard key={story.id} tone="ink" quote={story.content} name={story.name} designation={story.designation} />
      ))}
    </RotatingStack>
  );
}
