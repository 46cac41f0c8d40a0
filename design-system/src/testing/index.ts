export * from './storyServices';
export * from './storyState';
export { StoryProviders, type StoryProvidersProps } from './StoryProviders';
export { reducedMotionStyles, stopsUnderReducedMotion } from './reducedMotion';
export * from './viewports';
