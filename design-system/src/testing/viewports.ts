/**
 * The viewports of the spec's breakpoints (and 1280 px, the common laptop), offered to every story
 * through `parameters.viewport.options` in the preview. A story picks one with
 * `globals: { viewport: { value: 'mobile375', isRotated: false } }`; the story tests run at it too.
 */
export const storyViewports = {
  mobile375: { name: 'Phone 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tablet768: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  laptop1024: { name: 'Laptop 1024', styles: { width: '1024px', height: '768px' }, type: 'desktop' },
  desktop1280: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  /** The short screens a dialog's actions must fit without scrolling (a phone, a laptop). */
  mobile375x667: { name: 'Phone 375×667', styles: { width: '375px', height: '667px' }, type: 'mobile' },
  desktop1280x720: { name: 'Desktop 1280×720', styles: { width: '1280px', height: '720px' }, type: 'desktop' },
  desktop1440: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
} as const;

export type StoryViewport = keyof typeof storyViewports;

/** `globals` of a story shown at one of the viewports: `globals: atViewport('mobile375')`. */
export function atViewport(value: StoryViewport) {
  return { viewport: { value, isRotated: false } };
}
