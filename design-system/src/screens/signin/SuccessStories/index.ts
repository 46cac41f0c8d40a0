export { SuccessStories, STORY_ROTATION_MS } from './SuccessStories';
