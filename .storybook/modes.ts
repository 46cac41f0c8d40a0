/**
 * Chromatic modes: the widths every story is snapshotted at, in Chromatic and by the offline run
 * (`npm run test:visual` reads the same `parameters.chromatic.modes`). A story narrows them with
 * `parameters: { chromatic: { modes: { desktop: { disable: true } } } }`, or pins one viewport with
 * `globals: atViewport('mobile375')` (the offline run then pictures it at that width only).
 */
export const snapshotModes = {
  mobile: { viewport: 375 },
  desktop: { viewport: 1280 },
} as const;
